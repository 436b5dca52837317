import fs from "fs"
import path from "path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MAX_INPUT_DEPTH } from "../../src/utils/input-limits"
import { createAdminUser } from "../helpers/admin-user"
import {
  databaseFingerprint,
  multipartWith,
  nestedArraysJson,
  rawRequest,
} from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * NUL bytes and oversize input over every route of the plugin's `/admin` API,
 * generated from its route files (src/api/admin/**\/route.ts): a new route file
 * is covered without touching this test. Medusa renders the refusals as
 * `400 {type: "invalid_data", message}`; nothing in the database changes.
 */

type AdminRoute = {
  method: "get" | "post" | "delete"
  path: string
  multipart: boolean
}

const ADMIN_DIR = path.join(__dirname, "..", "..", "src", "api", "admin")

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory()
      ? routeFiles(full)
      : entry.name === "route.ts"
        ? [full]
        : []
  })
}

/** Every method and path the route files export; `[id]` folders become `:id`. */
const ADMIN_ROUTES: AdminRoute[] = routeFiles(ADMIN_DIR).flatMap((file) => {
  const source = fs.readFileSync(file, "utf8")
  const segments = path
    .relative(ADMIN_DIR, path.dirname(file))
    .split(path.sep)
    .map((s) => s.replace(/^\[(.+)\]$/, ":$1"))
  const methods = [
    ...source.matchAll(/export (?:async function|const) (GET|POST|DELETE)\b/g),
  ].map((m) => m[1].toLowerCase() as AdminRoute["method"])
  return methods.map((method) => ({
    method,
    path: `/admin/${segments.join("/")}`,
    multipart: method === "post" && source.includes("req.file"),
  }))
})

const HEX_ID = "ab".repeat(16)
const paramsOf = (r: AdminRoute) =>
  [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])
const pathOf = (r: AdminRoute, nul?: string) =>
  r.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    name === nul ? `${HEX_ID}%00` : HEX_ID
  )
const name = (r: AdminRoute) => `${r.method.toUpperCase()} ${r.path}`
const JSON_BODY_LIMIT = 100 * 1024

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let headers: Record<string, string>

    beforeAll(async () => {
      headers = (await createAdminUser(getContainer(), api)).headers
      // The first authorised request records the user's access (the shop's first user is administrator):
      // bookkeeping of an ordinary request, done here so that the hostile ones below must change nothing.
      expect(
        (await rawRequest(api, "get", "/admin/b2b/records", { headers })).status
      ).toBe(200)
    })

    function expectRefusal(res: any, mentions: string | RegExp, status = 400) {
      expect({ status: res.status, type: res.data?.type }).toEqual({
        status,
        type: "invalid_data",
      })
      if (typeof mentions === "string")
        expect(res.data.message).toContain(mentions)
      else expect(res.data.message).toMatch(mentions)
    }

    it("finds the plugin's admin routes", () => {
      expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(30)
      expect(ADMIN_ROUTES.filter((r) => r.multipart).map(name)).toEqual([
        "POST /admin/b2b/records/:id/replace-file",
        "POST /admin/b2b/records",
      ])
    })

    it.each(ADMIN_ROUTES.map((r) => [name(r), r] as const))(
      "%s: NUL bytes and oversize input are a 400 naming the parameter; nothing changes",
      async (_name, r) => {
        const before = await databaseFingerprint(dbConnection)
        for (const param of paramsOf(r)) {
          expectRefusal(
            await rawRequest(api, r.method, pathOf(r, param), { headers }),
            `The path parameter "${param}" contains a NUL character`
          )
        }
        expectRefusal(
          await rawRequest(api, r.method, `${pathOf(r)}?q=a%00b`, { headers }),
          'The query parameter "q" contains a NUL character'
        )
        expectRefusal(
          await rawRequest(
            api,
            r.method,
            `${pathOf(r)}?field_name[]=ok&field_name[]=%00`,
            { headers }
          ),
          'The query parameter "field_name[1]" contains'
        )

        if (r.method === "post" && !r.multipart) {
          const json = (data: string) => ({
            headers: { ...headers, "content-type": "application/json" },
            data,
          })
          expectRefusal(
            await rawRequest(
              api,
              "post",
              pathOf(r),
              json('{"name":"a\\u0000b"}')
            ),
            'The field "name" contains a NUL character'
          )
          expectRefusal(
            await rawRequest(
              api,
              "post",
              pathOf(r),
              json('{"privileges":["ok","\\u0000"]}')
            ),
            'The field "privileges[1]" contains'
          )
          expectRefusal(
            await rawRequest(
              api,
              "post",
              pathOf(r),
              json(nestedArraysJson(30_000))
            ),
            `is nested deeper than ${MAX_INPUT_DEPTH} levels`
          )
          const oversize = await rawRequest(
            api,
            "post",
            pathOf(r),
            json(`{"name":"${"x".repeat(JSON_BODY_LIMIT)}"}`)
          )
          expect(oversize.status).toBe(413)
        }
        if (r.multipart) {
          const upload = (
            fields: Record<string, string>,
            file: { name?: string; encodedName?: string }
          ) => {
            const { body, contentType } = multipartWith(fields, {
              field: "file",
              ...file,
              content: "SKU;Menge\nSW01000;1\n",
            })
            return rawRequest(api, "post", pathOf(r), {
              headers: { ...headers, "content-type": contentType },
              data: body,
            })
          }
          expectRefusal(
            await upload(
              { profile_id: `${HEX_ID}\u0000` },
              { name: "order.csv" }
            ),
            'The form field "profile_id" contains a NUL character'
          )
          expectRefusal(
            await upload(
              { profile_id: HEX_ID },
              { encodedName: "order%00.csv" }
            ),
            'The file name of the form field "file" contains a NUL character'
          )
          expectRefusal(
            await upload({ profile_id: HEX_ID }, { name: "order\u0000.csv" }),
            /^The upload could not be read: Malformed part header/
          )
        }
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
      }
    )

    it("a NUL in a fixed part of a plugin path is a 400; Medusa's own routes are left to Medusa", async () => {
      expectRefusal(
        await rawRequest(api, "get", "/admin/b2b/rec%00ords", { headers }),
        "The URL path contains a NUL character"
      )
      const core = await rawRequest(api, "get", "/admin/regions?q=ok", {
        headers,
      })
      expect(core.status).toBe(200)
    })

    it("a path that is not valid percent-encoding is a 400 in words, on plugin and Medusa routes", async () => {
      for (const path of [
        "/admin/b2b/records/%E0%A4%A",
        "/admin/products/%E0%A4%A",
      ]) {
        const res = await rawRequest(api, "get", path, { headers })
        expect({ path, status: res.status, type: res.data?.type }).toEqual({
          path,
          status: 400,
          type: "invalid_data",
        })
        expect(res.data.message).toContain("percent sign")
      }
    })

    it("Medusa's password login refuses a NUL character in words, never with SQL", async () => {
      for (const path of [
        "/auth/user/emailpass",
        "/auth/user/emailpass/register",
        "/auth/customer/emailpass",
      ]) {
        const res = await rawRequest(api, "post", path, {
          headers: { "content-type": "application/json" },
          data: JSON.stringify({ email: "a\u0000b", password: "x" }),
        })
        expect({ path, status: res.status, type: res.data?.type }).toEqual({
          path,
          status: 400,
          type: "invalid_data",
        })
        expect(res.data.message).toContain("NUL character")
        expect(JSON.stringify(res.data)).not.toMatch(/select|auth_identity/i)
      }
    })

    it("a history date with an offset no clock has (+24:00) is a 400 in words on the list and both exports", async () => {
      const from = "2026-11-23T10:00:00+24:00"
      const post = (route: string) =>
        rawRequest(api, "post", route, {
          headers: { ...headers, "content-type": "application/json" },
          data: JSON.stringify({ from }),
        })
      const answers = {
        "/admin/product-history": await rawRequest(
          api,
          "get",
          `/admin/product-history?from=${encodeURIComponent(from)}`,
          { headers }
        ),
        "/admin/product-history/export-csv": await post(
          "/admin/product-history/export-csv"
        ),
        "/admin/product-history/export-pdf": await post(
          "/admin/product-history/export-pdf"
        ),
      }
      for (const [route, res] of Object.entries(answers)) {
        expect({ route, status: res.status, type: res.data?.type }).toEqual({
          route,
          status: 400,
          type: "invalid_data",
        })
        expect(res.data.message).toContain(
          "from: must be a date (2026-11-23) or a date-time with offset"
        )
      }
    })

    it("list parameters cannot reach hidden fields or deleted rows, and bad ones are a 400 naming them", async () => {
      const created = await rawRequest(
        api,
        "post",
        "/admin/plugin-integrations",
        {
          headers: { ...headers, "content-type": "application/json" },
          data: JSON.stringify({ label: "ERP list probe" }),
        }
      )
      expect(created.status).toBe(201)
      const get = (query: string) =>
        rawRequest(api, "get", `/admin/plugin-integrations?${query}`, {
          headers,
        })
      // Asking for the secret's hash (plainly, with +, or as a relation) never returns it.
      for (const fields of [
        "secret_hash",
        "+secret_hash",
        "*roles,secret_hash",
      ]) {
        const res = await get(`fields=${encodeURIComponent(fields)}`)
        expect(res.status).toBe(200)
        expect(JSON.stringify(res.data)).not.toContain("secret_hash")
      }
      expect((await get("fields=id,label")).data.integrations[0]).toEqual({
        id: expect.any(String),
        label: expect.any(String),
      })
      expectRefusal(await get("order=secret_hash"), "secret_hash")
      expectRefusal(await get("with_deleted=true"), "with_deleted")
      expectRefusal(await get("limit=501"), "limit: must be at most 500")
      expectRefusal(await get("offset=-1"), "offset")
      expectRefusal(await get("nonsense=1"), "nonsense")
      // The other lists refuse the same way.
      for (const list of [
        "/admin/plugin-acl-roles",
        "/admin/plugin-users",
        "/admin/b2b/records",
        "/admin/b2b/profiles",
      ]) {
        const res = await rawRequest(api, "get", `${list}?limit=501`, {
          headers,
        })
        expectRefusal(res, "limit: must be at most 500")
      }
      const sorted = await rawRequest(
        api,
        "get",
        "/admin/plugin-acl-roles?order=-name&limit=2",
        { headers }
      )
      expect(sorted.status).toBe(200)
    })

    it("the routes still answer ordinary requests after hostile ones", async () => {
      await rawRequest(api, "post", "/admin/plugin-acl-roles", {
        headers: { ...headers, "content-type": "application/json" },
        data: nestedArraysJson(30_000),
      })
      const [roles, settings] = await Promise.all([
        rawRequest(api, "get", "/admin/plugin-acl-roles", { headers }),
        rawRequest(api, "get", "/admin/plugin-settings", { headers }),
      ])
      expect([roles.status, settings.status]).toEqual([200, 200])
    })
  },
})
