import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { setUserAccessWorkflow } from "../../src/workflows/api-access"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { Auth, roleWith } from "../helpers/access"
import { createAdminUser } from "../helpers/admin-user"
import { settle } from "../helpers/api-client"

jest.setTimeout(180 * 1000)

/**
 * The settings screens' lists search, filter and sort on the server: `q`,
 * the integrations' `admin`, `used` and `role_id`, the users' `access` and
 * `role_id`, and `order` by the columns the screens sort by.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let admin: Auth
    const get = async (url: string) => {
      const res = await settle(api.get(url, admin))
      expect(res.status).toBe(200)
      return res.data
    }

    beforeEach(async () => {
      admin = await createAdminUser(getContainer(), api)
      // The first call of a plugin route makes the shop's first user the administrator.
      await get("/admin/plugin-users")
    })

    it("searches, filters and sorts the integrations", async () => {
      const importer = await roleWith(
        getContainer(),
        ["order:read"],
        "Importer"
      )
      const reader = await roleWith(getContainer(), ["product:read"], "Reader")
      const create = (body: Record<string, unknown>) =>
        api.post("/admin/plugin-integrations", body, admin)
      await create({ label: "ERP north", role_ids: [importer, reader] })
      await create({ label: "ERP south", role_ids: [reader] })
      await create({ label: "Warehouse", admin: true })
      const labels = async (query: string) =>
        (await get(`/admin/plugin-integrations?${query}`)).integrations.map(
          (i: { label: string }) => i.label
        )

      expect(await labels("q=erp&order=label")).toEqual([
        "ERP north",
        "ERP south",
      ])
      expect(await labels("admin=true")).toEqual(["Warehouse"])
      expect(await labels("admin=false&order=-label")).toEqual([
        "ERP south",
        "ERP north",
      ])
      expect(await labels("used=true")).toEqual([])
      expect((await labels("used=false")).length).toBe(3)
      const byRole = await get(
        `/admin/plugin-integrations?role_id[]=${importer}`
      )
      expect(byRole.count).toBe(1)
      // The role filter picks integrations; their roles stay whole.
      expect(
        byRole.integrations[0].roles.map((r: { name: string }) => r.name).sort()
      ).toEqual(["Importer", "Reader"])
      expect(await labels(`role_id=${importer},${reader}&order=label`)).toEqual(
        ["ERP north", "ERP south"]
      )
      const access = (await get(`/admin/plugin-integrations?q=WAR`))
        .integrations[0].access_key
      expect(await labels(`q=${access.slice(0, 12)}`)).toEqual(["Warehouse"])
      // LIKE wildcards are taken literally.
      expect(await labels("q=%25")).toEqual([])
    })

    it("searches the roles by name and description", async () => {
      await roleWith(getContainer(), ["order:read"], "Importer")
      await roleWith(getContainer(), ["product:read"], "Catalogue")
      const names = async (query: string) =>
        (await get(`/admin/plugin-acl-roles?${query}`)).acl_roles.map(
          (r: { name: string }) => r.name
        )
      expect(await names("q=port")).toEqual(["Importer"])
      expect(await names("order=-name")).toEqual(["Importer", "Catalogue"])
    })

    it("filters the users by their standing and roles, and searches them", async () => {
      const container = getContainer()
      const clerk = await createAdminUser(container, api, {
        email: "clerk@test.example",
        password: "clerk-password",
      })
      await createAdminUser(container, api, {
        email: "idle@test.example",
        password: "idle-password",
      })
      const clerkId = (await api.get("/admin/users/me", clerk)).data.user.id
      const role = await roleWith(container, ["order:read"], "Clerks")
      await setUserAccessWorkflow(container).run({
        input: { userId: clerkId, roleIds: [role], caller: CONSOLE_CALLER },
      })
      const emails = async (query: string) =>
        (await get(`/admin/plugin-users?${query}`)).users.map(
          (u: { email: string }) => u.email
        )

      expect(await emails("access=administrator")).toEqual([
        "admin@test.example",
      ])
      expect(await emails("access=roles")).toEqual(["clerk@test.example"])
      expect(await emails("access=none")).toEqual(["idle@test.example"])
      expect(await emails(`role_id[]=${role}`)).toEqual(["clerk@test.example"])
      expect(await emails("q=IDLE")).toEqual(["idle@test.example"])
      expect(await emails("order=-email&q=test.example")).toEqual([
        "idle@test.example",
        "clerk@test.example",
        "admin@test.example",
      ])
      const bad = await settle(api.get("/admin/plugin-users?access=x", admin))
      expect(bad.status).toBe(400)
    })
  },
})
