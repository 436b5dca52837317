import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ApiErrorCode } from "../../src/shopware/errors"
import { API_ROUTES } from "../../src/shopware/routes/table"
import type { ApiRoute } from "../../src/shopware/routes/types"
import { MAX_INPUT_DEPTH } from "../../src/utils/input-limits"
import { clientToken, createIntegration } from "../helpers/api-client"
import {
  databaseFingerprint,
  multipartWith,
  nestedArraysJson,
  nestedFilter,
  nestedFilterCriteria,
  rawRequest,
} from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * NUL bytes and oversize input over every row of the `/api` route table,
 * generated from it: a new route is covered without touching this file. Each
 * request is refused with a 400 (413 above the size limit) in the dialect's
 * body, naming the parameter, and changes nothing in the database.
 */

const route = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`
const HEX_ID = "ab".repeat(16)
const paramsOf = (r: ApiRoute) =>
  [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])
/** The route's path with every parameter a well-formed id, and `nul` (if given) carrying a NUL byte. */
const pathOf = (r: ApiRoute, nul?: string) =>
  r.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    name === nul ? `${HEX_ID}%00` : HEX_ID
  )
/** A parameter the route documents, else one it does not: the guard runs before validation either way. */
const keyOf = (schema: unknown, fallback: string) =>
  Object.keys((schema as { shape?: object } | undefined)?.shape ?? {})[0] ??
  fallback
const takes = (r: ApiRoute, type: "json" | "form" | "multipart") =>
  r.method !== "get" &&
  r.method !== "delete" &&
  (r.bodyTypes ?? ["json"]).includes(type)
/** Rows that read search criteria: from the body (search, search-ids) or the query string (entity lists). */
const BODY_CRITERIA = API_ROUTES.filter((r) =>
  /^\/api\/search(-ids)?\//.test(r.path)
)
const QUERY_CRITERIA = API_ROUTES.filter(
  (r) => r.method === "get" && /^\/api\/[a-z-]+$/.test(r.path)
)
const equalsId = `{"type":"equals","field":"id","value":"${"ab".repeat(16)}"}`
const list = (n: number, item: string) => Array(n).fill(item).join(",")
const DEFAULT_BODY_LIMIT = 100 * 1024
const UPLOAD_LIMIT = 20 * 1024 * 1024

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let headers: Record<string, string>

    beforeAll(async () => {
      const token = await clientToken(
        api,
        await createIntegration(getContainer(), {
          admin: true,
          label: "Hostile input",
        })
      )
      headers = { authorization: `Bearer ${token}`, accept: "application/json" }
    })

    function expectRefusal(
      res: any,
      want: {
        status?: number
        code: string
        pointer?: string
        mentions: string | RegExp
      }
    ) {
      const error = res.data?.errors?.[0]
      expect({
        status: res.status,
        code: error?.code,
        pointer: error?.source?.pointer,
      }).toEqual({
        status: want.status ?? 400,
        code: want.code,
        pointer: want.pointer,
      })
      expect(res.data.errors).toHaveLength(1)
      if (typeof want.mentions === "string")
        expect(error.detail).toContain(want.mentions)
      else expect(error.detail).toMatch(want.mentions)
    }

    const json = (data: string) => ({
      headers: { ...headers, "content-type": "application/json" },
      data,
    })

    it.each(API_ROUTES.map((r) => [route(r), r] as const))(
      "%s: NUL bytes and oversize input are refused, naming the parameter; nothing changes",
      async (_name, r) => {
        const before = await databaseFingerprint(dbConnection)
        const INVALID = ApiErrorCode.INVALID_CHARACTER

        for (const name of paramsOf(r)) {
          const res = await rawRequest(api, r.method, pathOf(r, name), {
            headers,
          })
          expectRefusal(res, {
            code: INVALID,
            pointer: `/params/${name}`,
            mentions: `path parameter "${name}"`,
          })
        }
        const queryKey = keyOf(r.query, "term")
        expectRefusal(
          await rawRequest(api, r.method, `${pathOf(r)}?${queryKey}=a%00b`, {
            headers,
          }),
          {
            code: INVALID,
            pointer: `/query/${queryKey}`,
            mentions: `query parameter "${queryKey}"`,
          }
        )
        expectRefusal(
          await rawRequest(
            api,
            r.method,
            `${pathOf(r)}?filter[0][va%00lue]=x`,
            { headers }
          ),
          {
            code: INVALID,
            pointer: "/query/filter/0/va\u0000lue",
            mentions: 'query parameter "filter[0][va\\0lue]"',
          }
        )

        if (takes(r, "json")) {
          const key = keyOf(r.body, "name")
          expectRefusal(
            await rawRequest(
              api,
              r.method,
              pathOf(r),
              json(`{"${key}":"a\\u0000b"}`)
            ),
            { code: INVALID, pointer: `/${key}`, mentions: `field "${key}"` }
          )
          expectRefusal(
            await rawRequest(
              api,
              r.method,
              pathOf(r),
              json(`{"items":[{"note":"ok"},{"note":"\\u0000"}]}`)
            ),
            {
              code: INVALID,
              pointer: "/items/1/note",
              mentions: 'field "items[1].note"',
            }
          )
          expectRefusal(
            await rawRequest(
              api,
              r.method,
              pathOf(r),
              json(nestedArraysJson(30_000))
            ),
            {
              code: ApiErrorCode.INPUT_TOO_DEEP,
              pointer: "/0".repeat(MAX_INPUT_DEPTH),
              mentions: `nested deeper than ${MAX_INPUT_DEPTH} levels`,
            }
          )
          // A route may declare its own limit (the sync API takes 2 MB).
          const limit =
            typeof r.bodyLimit === "number" ? r.bodyLimit : DEFAULT_BODY_LIMIT
          const oversize = await rawRequest(
            api,
            r.method,
            pathOf(r),
            json(`{"${key}":"${"x".repeat(limit)}"}`)
          )
          expectRefusal(oversize, {
            status: 413,
            code: ApiErrorCode.PAYLOAD_TOO_LARGE,
            mentions: `The limit is ${limit} bytes`,
          })
        }
        if (takes(r, "form")) {
          const form = {
            headers: {
              ...headers,
              "content-type": "application/x-www-form-urlencoded",
            },
            data: "grant_type=client_credentials&client_id=SWIA%00&client_secret=x",
          }
          expectRefusal(await rawRequest(api, r.method, pathOf(r), form), {
            code: INVALID,
            pointer: "/client_id",
            mentions: 'form field "client_id"',
          })
        }
        if (takes(r, "multipart")) {
          const upload = (
            fields: Record<string, string>,
            file: { name?: string; encodedName?: string },
            content = "SKU;Menge\nSW01000;1\n"
          ) => {
            const { body, contentType } = multipartWith(fields, {
              field: "file",
              ...file,
              content,
            })
            return rawRequest(api, r.method, pathOf(r), {
              headers: { ...headers, "content-type": contentType },
              data: body,
            })
          }
          expectRefusal(
            await upload(
              { profileId: `${HEX_ID}\u0000` },
              { name: "order.csv" }
            ),
            {
              code: INVALID,
              pointer: "/profileId",
              mentions: 'form field "profileId"',
            }
          )
          expectRefusal(
            await upload(
              { profileId: HEX_ID },
              { encodedName: "order%00.csv" }
            ),
            {
              code: INVALID,
              pointer: "/file",
              mentions: 'file name of the form field "file"',
            }
          )
          // A raw NUL byte in a part header is refused by the multipart reader itself: still a 400.
          const rawNul = await upload(
            { profileId: HEX_ID },
            { name: "order\u0000.csv" }
          )
          expectRefusal(rawNul, {
            code: ApiErrorCode.INVALID_REQUEST_BODY,
            pointer: undefined,
            mentions:
              /^The multipart body could not be read \(Malformed part header\)/,
          })
          const big = await upload(
            { profileId: HEX_ID },
            { name: "big.csv" },
            "x".repeat(UPLOAD_LIMIT + 1)
          )
          expectRefusal(big, {
            status: 413,
            code: ApiErrorCode.PAYLOAD_TOO_LARGE,
            mentions: `The limit is ${UPLOAD_LIMIT} bytes`,
          })
        }

        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      }
    )

    describe("search criteria limits", () => {
      const LIMIT = ApiErrorCode.CRITERIA_LIMIT_EXCEEDED
      const search = (r: ApiRoute, criteria: string) =>
        rawRequest(api, "post", r.path, json(criteria))

      it.each(BODY_CRITERIA.map((r) => [route(r), r] as const))(
        "%s: criteria at the limits answer; beyond them a 400 names the limit",
        async (_name, r) => {
          const before = await databaseFingerprint(dbConnection)
          const atLimits =
            `{"filter":[${nestedFilter("multi", 10, equalsId)},${list(40, equalsId)}],"post-filter":[${list(50, equalsId)}],` +
            `"sort":[${list(25, '{"field":"id"}')}],"aggregations":[${Array.from({ length: 25 }, (_, i) => `{"name":"n${i}","type":"count","field":"id"}`).join(",")}],"limit":1}`
          expect((await search(r, atLimits)).status).toBe(200)

          expectRefusal(await search(r, nestedFilterCriteria("multi", 11)), {
            code: LIMIT,
            pointer: "/filter/0" + "/queries/0".repeat(10),
            mentions: "at most 10 levels",
          })
          expectRefusal(
            await search(r, `{"filter":[${list(101, equalsId)}]}`),
            {
              code: LIMIT,
              pointer: "/filter/100",
              mentions: "more than 100 filters",
            }
          )
          expectRefusal(
            await search(r, `{"sort":[${list(26, '{"field":"id"}')}]}`),
            { code: LIMIT, pointer: "/sort", mentions: "at most 25" }
          )
          expectRefusal(
            await search(
              r,
              `{"aggregations":[${list(26, '{"name":"n","type":"count","field":"id"}')}]}`
            ),
            {
              code: LIMIT,
              pointer: "/aggregations",
              mentions: "more than 25 aggregations",
            }
          )
          // Far beyond: the nesting itself is refused before the criteria are looked at.
          for (const type of ["multi", "not"] as const) {
            for (const levels of [1_000, 1_500]) {
              expectRefusal(
                await search(r, nestedFilterCriteria(type, levels)),
                {
                  code: ApiErrorCode.INPUT_TOO_DEEP,
                  pointer: expect.stringMatching(
                    /^\/filter\/0\/queries\/0/
                  ) as never,
                  mentions: `nested deeper than ${MAX_INPUT_DEPTH} levels`,
                }
              )
            }
          }
          expect(await databaseFingerprint(dbConnection)).toEqual(before)
        }
      )

      it.each(QUERY_CRITERIA.map((r) => [route(r), r] as const))(
        "%s: criteria in the query string are held to the same limits",
        async (_name, r) => {
          const sorts = await rawRequest(
            api,
            "get",
            `${r.path}?sort=${list(26, "-id")}`,
            { headers }
          )
          expectRefusal(sorts, {
            code: LIMIT,
            pointer: "/sort",
            mentions: '"sort" names 26 fields',
          })
          const filters = Array.from(
            { length: 101 },
            (_, i) =>
              `filter[${i}][type]=equals&filter[${i}][field]=id&filter[${i}][value]=${HEX_ID}`
          ).join("&")
          expectRefusal(
            await rawRequest(api, "get", `${r.path}?${filters}`, { headers }),
            {
              code: LIMIT,
              pointer: "/filter/100",
              mentions: "more than 100 filters",
            }
          )
        }
      )

      it("a hostile search does not hold up other requests", async () => {
        const [r] = BODY_CRITERIA
        const [hostile, nested, plain] = await Promise.all([
          search(r, nestedFilterCriteria("multi", 1_000)),
          search(r, nestedFilterCriteria("not", 11)),
          rawRequest(api, "get", "/api/integration?limit=1", { headers }),
        ])
        expect([hostile.status, nested.status, plain.status]).toEqual([
          400, 400, 200,
        ])
      })
    })

    it("a NUL in a fixed part of an /api path is a 400, not a 404", async () => {
      const res = await rawRequest(api, "get", "/api/integ%00ration", {
        headers,
      })
      expectRefusal(res, {
        code: ApiErrorCode.INVALID_CHARACTER,
        pointer: undefined,
        mentions: "The URL path contains a NUL character",
      })
    })

    it("a path that is not valid percent-encoding is a 400, not a 500", async () => {
      for (const url of [
        "/api/integration/%E0%A4%A",
        "/api/integ%E0ration",
        "/api/_action/plugin-b2b/process/%FF",
      ]) {
        expectRefusal(await rawRequest(api, "get", url, { headers }), {
          code: ApiErrorCode.INVALID_CHARACTER,
          pointer: undefined,
          mentions: "not valid percent-encoded UTF-8",
        })
      }
    })

    it("a NUL is refused before authentication, so an anonymous client learns nothing else", async () => {
      const res = await rawRequest(api, "get", "/api/integration?term=%00")
      expectRefusal(res, {
        code: ApiErrorCode.INVALID_CHARACTER,
        pointer: "/query/term",
        mentions: 'query parameter "term"',
      })
    })
  },
})
