import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createAdminUser } from "../helpers/admin-user"
import { createAdministrator } from "../helpers/access"
import { settle } from "../helpers/api-client"
import { erpCsv, seedShop } from "../helpers/b2b"
import {
  createAclRoleWorkflow,
  setUserAccessWorkflow,
} from "../../src/workflows/api-access"

jest.setTimeout(240 * 1000)

function adminUpload(profileId: string, file: string, fileName = "order.csv") {
  const form = new FormData()
  form.append("profile_id", profileId)
  form.append("file", new Blob([file], { type: "text/csv" }), fileName)
  return form
}

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    beforeAll(async () => {
      await seedShop(getContainer())
    })

    describe("/admin/b2b (the admin UI's routes over the same workflows)", () => {
      it("manages a profile with mappings, uploads, lists, processes and approves", async () => {
        // The demo seed's admin is the first user; this one is made administrator by hand.
        const admin = await createAdministrator(getContainer(), api)
        const profile = (
          await api.post(
            "/admin/b2b/profiles",
            {
              name: "Shop ERP",
              approval_mode: "manual",
              file_format: "csv",
              csv_delimiter: ";",
              customer_lookup: "number",
            },
            admin
          )
        ).data.profile
        expect(profile).toMatchObject({
          name: "Shop ERP",
          approval_mode: "manual",
          csv_encoding: "utf-8",
          active: true,
        })
        for (const [position, [source, target]] of [
          ["Bestellnummer", "order.externalNumber"],
          ["Kundennummer", "customer.number"],
          ["Artikelnummer", "line.sku"],
          ["Menge", "line.quantity"],
        ].entries()) {
          const created = await api.post(
            `/admin/b2b/profiles/${profile.id}/mappings`,
            { source, target, position },
            admin
          )
          expect(created.status).toBe(201)
        }
        const bad = await settle(
          api.post(
            `/admin/b2b/profiles/${profile.id}/mappings`,
            { source: "X", target: "line.colour" },
            admin
          )
        )
        expect(bad.status).toBe(400)
        expect(bad.data.message).toContain("target")
        const full = (await api.get(`/admin/b2b/profiles/${profile.id}`, admin))
          .data.profile
        expect(full.mappings.map((m: any) => m.target).sort()).toEqual([
          "customer.number",
          "line.quantity",
          "line.sku",
          "order.externalNumber",
        ])

        const uploaded = await api.post(
          "/admin/b2b/records",
          adminUpload(profile.id, erpCsv("ADM-1")),
          admin
        )
        expect(uploaded.status).toBe(201)
        expect(uploaded.data).toMatchObject({
          duplicate: false,
          record: { status: "pending", uploaded_by: "Test Admin" },
        })
        const id = uploaded.data.record.id
        const again = await api.post(
          "/admin/b2b/records",
          adminUpload(profile.id, erpCsv("ADM-1")),
          admin
        )
        expect(again.data).toMatchObject({ duplicate: true, record: { id } })
        await api.post(
          "/admin/b2b/records",
          adminUpload(profile.id, erpCsv("ADM-2"), "other.csv"),
          admin
        )

        const pending = await api.get(
          "/admin/b2b/records?status=pending&q=other",
          admin
        )
        expect(pending.data).toMatchObject({
          count: 1,
          records: [expect.objectContaining({ file_name: "other.csv" })],
        })
        // q is text, not a pattern: % and _ match only themselves.
        await api.post(
          "/admin/b2b/records",
          adminUpload(profile.id, erpCsv("ADM-3"), "north_east.csv"),
          admin
        )
        expect(
          (await api.get("/admin/b2b/records?q=%25", admin)).data.records
        ).toEqual([])
        expect(
          (await api.get("/admin/b2b/records?q=_", admin)).data.records.map(
            (r: any) => r.file_name
          )
        ).toEqual(["north_east.csv"])
        // from/to: the days received, whole days in the shop's time zone (UTC here).
        const day = (offset: number) =>
          new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
        const received = async (query: string) =>
          (
            await api.get(`/admin/b2b/records?q=north_east&${query}`, admin)
          ).data.records.map((r: any) => r.file_name)
        expect(await received(`from=${day(0)}&to=${day(0)}`)).toEqual([
          "north_east.csv",
        ])
        expect(await received(`from=${day(1)}`)).toEqual([])
        expect(await received(`to=${day(-1)}`)).toEqual([])
        const badDay = await settle(
          api.get("/admin/b2b/records?from=2026-13-01", admin)
        )
        expect(badDay.status).toBe(400)
        expect(badDay.data.message).toContain(
          "from: must be a date such as 2026-11-23"
        )

        const processed = await api.post(
          `/admin/b2b/records/${id}/process`,
          {},
          admin
        )
        expect(processed.data.record).toMatchObject({
          status: "awaiting_approval",
          order_id: null,
          line_count: 2,
          external_order_number: "ADM-1",
        })
        const approved = await api.post(
          `/admin/b2b/records/${id}/approve`,
          {},
          admin
        )
        expect(approved.data.record).toMatchObject({
          status: "approved",
          approved_by: "Test Admin",
          order_id: expect.stringMatching(/^order_/),
        })
        const detail = await api.get(`/admin/b2b/records/${id}`, admin)
        expect(detail.data.record.order).toMatchObject({
          id: approved.data.record.order_id,
          display_id: expect.any(Number),
        })

        const conflict = await settle(
          api.post(`/admin/b2b/records/${id}/approve`, {}, admin)
        )
        expect(conflict.status).toBe(409)
        expect(conflict.data.message).toContain("approved is final")
        expect(
          (
            await settle(
              api.post(
                `/admin/b2b/records/${"0".repeat(32)}/process`,
                {},
                admin
              )
            )
          ).status
        ).toBe(404)

        expect(
          (await api.delete(`/admin/b2b/records/${id}`, admin)).data
        ).toMatchObject({ deleted: true })
        expect(
          (await settle(api.get(`/admin/b2b/records/${id}`, admin))).status
        ).toBe(404)
        const order = await api.get(
          `/admin/orders/${approved.data.record.order_id}`,
          admin
        )
        expect(order.status).toBe(200)
      })

      it("applies the plugin's privileges to admin users with roles", async () => {
        const container = getContainer()
        const admin = await createAdminUser(container, api, {
          email: "viewer@test.example",
          password: "secret123",
        })
        const me = await api.get("/admin/users/me", admin)
        const { result: role } = await createAclRoleWorkflow(container).run({
          input: {
            name: "Viewer",
            privileges: ["plugin_b2b_inbound_record:read"],
            caller: CONSOLE_CALLER,
          },
        })
        await setUserAccessWorkflow(container).run({
          input: {
            userId: me.data.user.id,
            roleIds: [role.id],
            caller: CONSOLE_CALLER,
          },
        })
        expect((await api.get("/admin/b2b/records", admin)).status).toBe(200)
        const denied = await settle(
          api.post(
            "/admin/b2b/profiles",
            { name: "X", approval_mode: "auto", file_format: "csv" },
            admin
          )
        )
        expect(denied.status).toBe(403)
        expect(denied.data.message).toContain("plugin_b2b_profile:create")
      })
    })
  },
})
