import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createRbacRolesWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { pluginPolicyUniverse } from "../../src/modules/api-access/rbac-policies"
import { carryOverToRbacWorkflow } from "../../src/workflows/api-access"
import { accessState } from "../helpers/access"
import { bearer, clientToken, settle } from "../helpers/api-client"
import { rbacRoleIdsOf } from "../../src/modules/api-access/rbac-holding"
import {
  medusaRoles,
  PASSWORD,
  seedPluginStore,
} from "../helpers/rbac-carry-over"

// Medusa's test runner reads medusa-config before it applies `env` below, and
// the config switches the RBAC module on from this variable: set it first.
process.env.MEDUSA_FF_RBAC = "true"
jest.setTimeout(180 * 1000)

const B2B = ["plugin_b2b_inbound_record", "plugin_b2b_profile"]
  .concat("plugin_b2b_field_mapping")
  .flatMap((r) =>
    ["create", "delete", "read", "update"].map((o) => `${r}:${o}`)
  )

medusaIntegrationTestRunner({
  inApp: true,
  dbName: "b2b_history_rbac_carry_over",
  env: { MEDUSA_FF_RBAC: "true" },
  testSuite: ({ api, getContainer, dbConnection }) => {
    const carryOver = () =>
      carryOverToRbacWorkflow(getContainer()).run({
        input: { trigger: "console" },
      })

    it("runs with Medusa's RBAC module loaded", () => {
      expect(getContainer().resolve(Modules.RBAC)).toBeDefined()
    })

    // Must stay the suite's first HTTP request: each process carries over once, on its first request.
    it("the first login after switching the flag on carries the user's roles over; they hold exactly them", async () => {
      await seedPluginStore(getContainer())
      const login = await api.post("/auth/user/emailpass", {
        email: "viewer@carry.test",
        password: PASSWORD,
      })
      const viewer = bearer(login.data.token)
      expect(
        (await medusaRoles(getContainer()))["History viewers"].users
      ).toEqual(["clerk@carry.test", "viewer@carry.test"])
      const history = await settle(api.get("/admin/product-history", viewer))
      expect(history.status).toBe(200)
      const rollback = await settle(
        api.post("/admin/product-history/phe_1/rollback", {}, viewer)
      )
      expect(rollback.status).toBe(403)
      const records = await settle(api.get("/admin/b2b/records", viewer))
      expect(records.status).toBe(403)
      const runs = await dbConnection.raw(
        "select trigger from plugin_rbac_carry_over"
      )
      expect(runs.rows).toEqual([{ trigger: "first-start" }])
    })

    it("makes a Medusa role per plugin role and bundle, with their policies and users, once", async () => {
      const container = getContainer()
      const { erp } = await seedPluginStore(container)
      const pluginBefore = await accessState(dbConnection)
      const first = await carryOver()
      expect(first.result.rolesCreated).toBe(7)
      expect(first.result.linksCreated).toBe(5)
      expect(first.result.lines).toContain(
        'gave the integration "ERP" the Medusa role "Order desk"'
      )
      const roles = await medusaRoles(container)
      expect(roles["History viewers"].policies).toEqual([
        "plugin_product_history:read",
      ])
      expect(roles["History viewers"].description).toContain(
        `Carried over from the plugin's role "History viewers"`
      )
      // The bundle expanded (create implies read in the plugin, so order:read too); the Shopware key kept.
      expect(roles["Order desk"].policies).toEqual(
        [...B2B, "order:create", "order:read"].sort()
      )
      expect(roles["Order desk"].metadata).toMatchObject({
        shopware_keys: ["product.viewer"],
        plugin_privileges: ["plugin_b2b_order_import.editor", "product.viewer"],
      })
      expect(roles["Order desk"].users).toEqual(["clerk@carry.test"])
      // The integration holds the carried role, and its token what it grants.
      expect(await rbacRoleIdsOf(container, "integration", erp.id)).toEqual([
        roles["Order desk"].id,
      ])
      const token = bearer(await clientToken(api, erp))
      expect(
        (await settle(api.get("/api/plugin-b2b-profile", token))).status
      ).toBe(200)
      expect(
        (
          await settle(
            api.get("/api/_action/plugin-product-history/list", token)
          )
        ).status
      ).toBe(403)
      expect(roles["B2B order import — editor"].policies).toEqual(
        roles["Order desk"].policies
      )
      expect(roles["B2B order import — uploader"].policies).toEqual([
        "plugin_b2b_inbound_record:create",
        "plugin_b2b_inbound_record:read",
      ])
      expect(roles["Product history — viewer"].users).toEqual([])
      expect(roles["Product history — editor"].policies).toEqual([
        "plugin_product_history:read",
        "plugin_product_history:update",
        "product:read",
        "product:update",
      ])
      // The plugin's administrator gets the plugin's policies, not Medusa's super admin; the owner has that already.
      expect(roles["Plugin administrator"].users).toEqual(["boss@carry.test"])
      expect(roles["Plugin administrator"].policies).toHaveLength(
        pluginPolicyUniverse().length
      )
      expect(roles["Super Admin"].users).toEqual(["owner@carry.test"])

      const second = await carryOver()
      expect(second.result).toMatchObject({ rolesCreated: 0, linksCreated: 0 })
      expect(second.result.summary).toContain("nothing new")
      expect(await medusaRoles(container)).toEqual(roles)
      const links = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "user_rbac_role", fields: ["id"] })
      expect(links.data).toHaveLength(5)
      expect(await accessState(dbConnection)).toEqual(pluginBefore)
    })

    it("leaves a Medusa role of the shop's own with the same name alone", async () => {
      const container = getContainer()
      await createRbacRolesWorkflow(container).run({
        input: { roles: [{ name: "History viewers" }] },
      })
      await seedPluginStore(container)
      await carryOver()
      const roles = await medusaRoles(container)
      expect(roles["History viewers"]).toMatchObject({
        policies: [],
        users: [],
      })
      expect(roles["History viewers (from the plugin)"]).toMatchObject({
        policies: ["plugin_product_history:read"],
        users: ["clerk@carry.test", "viewer@carry.test"],
      })
    })
  },
})
