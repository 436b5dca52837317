import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { MULTIPART_LIMITS } from "../../src/utils/multipart-limits"
import { createAdminUser } from "../helpers/admin-user"
import { bearer, clientToken, createIntegration } from "../helpers/api-client"
import { databaseFingerprint, rawRequest } from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * Every multipart route of both dialects holds to the same limits
 * (src/utils/multipart-limits.ts): too many text fields, one text field too
 * large, too many parts are refused with a 400 in words (the dialect's body)
 * before the body is held in memory, and nothing is created. 4,500 text
 * fields of 1 MB each to `/admin/b2b/records` once took the server to 4.3 GB.
 */

const CSV = "order_number;sku;quantity\nMP-1;SKU-1;1\n"

/** A multipart body: the text fields in order, then the order file. */
function multipart(fields: [string, string][]) {
  const boundary = `----limits${Math.random().toString(16).slice(2)}`
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  )
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="order.csv"\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n`
  )
  return {
    data: Buffer.from(parts.join("") + `--${boundary}--\r\n`, "utf8"),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

const fieldsOf = (n: number, size: number): [string, string][] =>
  Array.from({ length: n }, (_, i) => [`extra${i}`, "x".repeat(size)])

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let admin: { headers: Record<string, string> }
    let apiAdmin: { headers: Record<string, string> }
    let profileId: string
    let recordId: string

    beforeAll(async () => {
      const container = getContainer()
      admin = await createAdminUser(container, api)
      apiAdmin = bearer(
        await clientToken(
          api,
          await createIntegration(container, { admin: true, label: "Root" })
        )
      )
      const profile = await api.post(
        "/admin/b2b/profiles",
        { name: "Limits", approval_mode: "manual", file_format: "csv" },
        admin
      )
      profileId = profile.data.profile.id
      const body = multipart([["profile_id", profileId]])
      const upload = await rawRequest(api, "post", "/admin/b2b/records", {
        headers: { ...admin.headers, "content-type": body.contentType },
        data: body.data,
      })
      expect(upload.status).toBe(201)
      recordId = upload.data.record.id
    })

    const ROUTES = () => [
      {
        name: "POST /admin/b2b/records",
        url: "/admin/b2b/records",
        auth: admin,
        id: ["profile_id", profileId] as [string, string],
        dialect: "admin" as const,
      },
      {
        name: "POST /admin/b2b/records/:id/replace-file",
        url: `/admin/b2b/records/${recordId}/replace-file`,
        auth: admin,
        id: undefined,
        dialect: "admin" as const,
      },
      {
        name: "POST /api/_action/plugin-b2b/upload",
        url: "/api/_action/plugin-b2b/upload",
        auth: apiAdmin,
        id: ["profileId", profileId] as [string, string],
        dialect: "api" as const,
      },
      {
        name: "POST /api/_action/plugin-b2b/replace-file/:id",
        url: `/api/_action/plugin-b2b/replace-file/${recordId}`,
        auth: apiAdmin,
        id: undefined,
        dialect: "api" as const,
      },
    ]

    const { fields, fieldSize, parts } = MULTIPART_LIMITS
    const CASES: [
      string,
      (id?: [string, string]) => [string, string][],
      RegExp,
    ][] = [
      [
        `${fields * 20} text fields of 1 kB`,
        (id) => [...(id ? [id] : []), ...fieldsOf(fields * 20, 1024)],
        new RegExp(`more than ${fields} text fields`),
      ],
      [
        "one text field of 1 MB",
        (id) => [[id?.[0] ?? "note", "a".repeat(1024 * 1024)]],
        new RegExp(`a text field longer than ${fieldSize} bytes`),
      ],
      [
        `${fields} text fields and the file (${fields + 1} parts)`,
        (id) => [...(id ? [id] : []), ...fieldsOf(fields - (id ? 1 : 0), 8)],
        new RegExp(`more than ${parts} parts`),
      ],
    ]

    it.each(CASES)(
      "every multipart route refuses %s with a 400 in words; nothing is created",
      async (_name, build, words) => {
        const before = await databaseFingerprint(dbConnection)
        for (const route of ROUTES()) {
          const body = multipart(build(route.id))
          const res = await rawRequest(api, "post", route.url, {
            headers: {
              ...route.auth.headers,
              "content-type": body.contentType,
            },
            data: body.data,
          })
          const answer = {
            route: route.name,
            status: res.status,
            words:
              route.dialect === "api"
                ? res.data?.errors?.[0]?.detail
                : res.data?.message,
          }
          expect(answer).toEqual({
            route: route.name,
            status: 400,
            words: expect.stringMatching(words),
          })
          if (route.dialect === "api")
            expect(res.data.errors[0].code).toBe(
              "FRAMEWORK__INVALID_REQUEST_BODY"
            )
          else expect(res.data.type).toBe("invalid_data")
        }
        expect(await databaseFingerprint(dbConnection)).toEqual(before)
        // The server still answers.
        expect((await rawRequest(api, "get", "/health")).status).toBe(200)
      }
    )

    it("the token endpoint's form-data holds to the same limits", async () => {
      const boundary = "----token"
      const many = Array.from(
        { length: fields + 5 },
        (_, i) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`
      ).join("")
      const res = await rawRequest(api, "post", "/api/oauth/token", {
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        data: `${many}--${boundary}--\r\n`,
      })
      expect(res.status).toBe(400)
      expect(res.data.errors[0].detail).toMatch(
        /more than 10 (parts|text fields)/
      )
    })
  },
})
