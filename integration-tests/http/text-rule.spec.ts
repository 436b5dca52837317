import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { accessState, restrictedIntegration } from "../helpers/access"
import { bearer, clientToken, createIntegration } from "../helpers/api-client"
import { rawRequest } from "../helpers/hostile-input"

jest.setTimeout(240 * 1000)

/**
 * One text rule for every name, reason and comment of both dialects
 * (src/utils/text-rule.ts): a text far beyond its limit is refused on its raw
 * length before any character is looked at (90,000 characters used to block
 * the server for half a minute and then exhaust its memory), and names hold
 * no half characters, direction controls or invisible characters.
 */

const HEX_ID = "ab".repeat(16)
const LONG = "x".repeat(90_000)

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer, dbConnection }) => {
    let admin: { headers: Record<string, string> }
    let apiAdmin: { headers: Record<string, string> }
    let editor: { headers: Record<string, string> }

    beforeAll(async () => {
      const container = getContainer()
      admin = await createAdminUser(container, api)
      // The first /admin request records the first user as administrator: before any snapshot.
      await api.get("/admin/plugin-acl-roles", admin)
      apiAdmin = bearer(
        await clientToken(
          api,
          await createIntegration(container, { admin: true, label: "Root" })
        )
      )
      // The least-privileged account that may reject: the ERP's editor bundle.
      editor = (
        await restrictedIntegration(container, api, [
          "plugin_b2b_order_import.editor",
        ])
      ).token
    })

    const post = (
      url: string,
      body: unknown,
      auth: { headers: Record<string, string> }
    ) =>
      rawRequest(api, "post", url, {
        headers: { ...auth.headers, "content-type": "application/json" },
        data: JSON.stringify(body),
      })

    /** The server still answers other requests. */
    async function expectAlive() {
      expect((await rawRequest(api, "get", "/health")).status).toBe(200)
    }

    function expectApiRefusal(res: any, pointer: string, words: RegExp) {
      expect({
        status: res.status,
        pointer: res.data?.errors?.[0]?.source,
      }).toEqual({ status: 400, pointer: { pointer } })
      expect(res.data.errors[0].detail).toMatch(words)
    }

    function expectAdminRefusal(res: any, words: RegExp) {
      expect({ status: res.status, type: res.data?.type }).toEqual({
        status: 400,
        type: "invalid_data",
      })
      expect(res.data.message).toMatch(words)
    }

    it("a 90,000-character reject reason from an editor integration is refused at once; the server keeps answering", async () => {
      const [refused] = await Promise.all([
        post(
          `/api/_action/plugin-b2b/reject/${HEX_ID}`,
          { reason: LONG },
          editor
        ),
        expectAlive(),
      ])
      expectApiRefusal(
        refused,
        "/reason",
        /^"reason": is far longer than 500 characters \(90000 code units sent/
      )
      // Several at once, as an attacker would send them.
      const burst = await Promise.all(
        Array.from({ length: 8 }, () =>
          post(
            `/api/_action/plugin-b2b/reject/${HEX_ID}`,
            { reason: LONG },
            editor
          )
        )
      )
      expect(burst.map((r) => r.status)).toEqual(Array(8).fill(400))
      await expectAlive()

      expectAdminRefusal(
        await post(
          `/admin/b2b/records/${HEX_ID}/reject`,
          { reason: LONG },
          admin
        ),
        /reason: is far longer than 500 characters/
      )
      await expectAlive()
    })

    it("a 90,000-character rollback comment is refused at once on both dialects", async () => {
      expectApiRefusal(
        await post(
          `/api/_action/plugin-product-history/rollback/${HEX_ID}`,
          { comment: LONG },
          apiAdmin
        ),
        "/comment",
        /comment": is far longer than 500 characters/
      )
      expectApiRefusal(
        await post(
          `/api/_action/plugin-product-history/rollback-change-set/${HEX_ID}`,
          { comment: LONG },
          apiAdmin
        ),
        "/comment",
        /comment": is far longer than 500 characters/
      )
      expectAdminRefusal(
        await post(
          `/admin/product-history/${HEX_ID}/rollback`,
          { comment: LONG },
          admin
        ),
        /comment: is far longer than 500 characters/
      )
      await expectAlive()
    })

    const BAD_NAMES: [string, string, RegExp][] = [
      ["a lone surrogate", "x\ud800y", /half of a character/],
      [
        "a right-to-left override",
        "Lager\u202Etxt.exe",
        /direction control \(U\+202E\)/,
      ],
      ["a zero-width space", "Edi\u200Btor", /invisible character \(U\+200B/],
    ]

    it.each(BAD_NAMES)(
      "a role name with %s is refused on both dialects, in words naming the field; no role is made",
      async (_kind, name, words) => {
        const before = await accessState(dbConnection)
        expectApiRefusal(
          await post("/api/acl-role", { name, privileges: [] }, apiAdmin),
          "/name",
          new RegExp(`^"name": .*${words.source}`)
        )
        expectAdminRefusal(
          await post("/admin/plugin-acl-roles", { name }, admin),
          new RegExp(`name: .*${words.source}`)
        )
        expect(await accessState(dbConnection)).toEqual(before)
      }
    )

    it.each(BAD_NAMES)(
      "an integration label and a profile name with %s are refused on both dialects",
      async (_kind, name, words) => {
        const before = await accessState(dbConnection)
        expectApiRefusal(
          await post("/api/integration", { label: name }, apiAdmin),
          "/label",
          words
        )
        expectAdminRefusal(
          await post("/admin/plugin-integrations", { label: name }, admin),
          words
        )
        const profile = { approvalMode: "manual", fileFormat: "csv" }
        expectApiRefusal(
          await post("/api/plugin-b2b-profile", { ...profile, name }, apiAdmin),
          "/name",
          words
        )
        expectAdminRefusal(
          await post(
            "/admin/b2b/profiles",
            { name, approval_mode: "manual", file_format: "csv" },
            admin
          ),
          words
        )
        expect(await accessState(dbConnection)).toEqual(before)
        const profiles = await dbConnection.raw(
          "select count(*)::int as n from plugin_b2b_profile"
        )
        expect(profiles.rows[0].n).toBe(0)
      }
    )

    it("names in any script, with emoji, are still taken", async () => {
      for (const name of ["Lager 👨‍👩‍👧 Nord", "می‌خواهم", "שלום ❤️"]) {
        const res = await post(
          "/api/acl-role",
          { name, privileges: [] },
          apiAdmin
        )
        expect(res.status).toBeLessThan(300)
      }
    })
  },
})
