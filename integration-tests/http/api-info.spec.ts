import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, createAdminUser } from "../helpers/admin-user"
import {
  bearer,
  clientToken,
  createIntegration,
  passwordToken,
  settle,
} from "../helpers/api-client"

jest.setTimeout(120 * 1000)

// Shopware's GET /api/_info/version and /api/_info/me: what a client asks first to know whom it talks to.
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    it("answers the Shopware version the dialect follows, to any valid token only", async () => {
      const integration = await createIntegration(getContainer(), {
        privileges: ["acl_role:read"],
      })
      const token = await clientToken(api, integration)
      const res = await api.get("/api/_info/version", bearer(token))
      expect(res.status).toBe(200)
      expect(res.data).toEqual({
        version: expect.stringMatching(/^6\.\d+\.\d+\.\d+$/),
      })
      const anonymous = await settle(api.get("/api/_info/version"))
      expect(anonymous.status).toBe(401)
    })

    it("describes the entities in Shopware's entity-schema format, to any valid token", async () => {
      const integration = await createIntegration(getContainer(), {
        privileges: [],
      })
      const token = await clientToken(api, integration)
      const res = await api.get("/api/_info/entity-schema.json", bearer(token))
      expect(res.status).toBe(200)
      expect(Object.keys(res.data)).toEqual([
        "acl_role",
        "acl_user_role",
        "integration",
        "plugin_b2b_field_mapping",
        "plugin_b2b_inbound_record",
        "plugin_b2b_profile",
        "user",
        "webhook",
      ])
      const integrationSchema = res.data.integration
      expect(integrationSchema).toMatchObject({
        entity: "integration",
        "write-protected": false,
        "read-protected": false,
      })
      expect(integrationSchema.properties.id).toEqual({
        type: "uuid",
        flags: { primary_key: true, required: true },
      })
      expect(integrationSchema.properties.label).toEqual({
        type: "string",
        flags: { required: true },
      })
      expect(integrationSchema.properties.createdAt).toEqual({
        type: "date",
        flags: { write_protected: [["system"]] },
      })
      expect(integrationSchema.properties.aclRoles).toMatchObject({
        type: "association",
        relation: "many_to_many",
        entity: "acl_role",
      })
      expect(
        res.data.plugin_b2b_profile.properties.fieldMappings
      ).toMatchObject({
        relation: "one_to_many",
        entity: "plugin_b2b_field_mapping",
        referenceField: "profileId",
      })
      expect(
        res.data.plugin_b2b_field_mapping.properties.profile
      ).toMatchObject({
        relation: "many_to_one",
        entity: "plugin_b2b_profile",
        localField: "profileId",
      })
      expect(
        (await settle(api.get("/api/_info/entity-schema.json"))).status
      ).toBe(401)
    })

    it("describes the calling integration: its roles and the privileges they give", async () => {
      const integration = await createIntegration(getContainer(), {
        privileges: ["acl_role:update", "plugin_product_history.viewer"],
        label: "ERP connector",
      })
      const token = await clientToken(api, integration)
      const res = await api.get("/api/_info/me", bearer(token))
      expect(res.status).toBe(200)
      expect(res.data.data).toEqual({
        id: integration.id,
        type: "integration",
        name: "ERP connector",
        accessKey: integration.accessKey,
        admin: false,
        aclRoles: [
          {
            id: expect.any(String),
            name: expect.any(String),
            privileges: ["acl_role:update", "plugin_product_history.viewer"],
          },
        ],
        privileges: expect.arrayContaining([
          "acl_role:update",
          "acl_role:read",
          "plugin_product_history:read",
        ]),
      })
      expect(JSON.stringify(res.data)).not.toMatch(/secret|hash/i)
    })

    it("describes the calling user, an administrator on a fresh shop", async () => {
      await createAdminUser(getContainer(), api)
      const tokens = await passwordToken(api, ADMIN.email, ADMIN.password)
      const res = await api.get("/api/_info/me", bearer(tokens.access_token))
      expect(res.status).toBe(200)
      expect(res.data.data).toEqual({
        id: expect.any(String),
        type: "user",
        name: expect.any(String),
        email: ADMIN.email,
        admin: true,
        aclRoles: [],
        privileges: [],
      })
      expect(JSON.stringify(res.data)).not.toMatch(/password|hash/i)
    })

    it("stores and returns Shopware administration keys of a role; they grant nothing here", async () => {
      const admin = await createIntegration(getContainer(), { admin: true })
      const adminToken = await clientToken(api, admin)
      const created = await api.post(
        "/api/acl-role?_response=1",
        {
          name: "From Shopware",
          privileges: ["product.viewer", "order.creator", "acl_role:read"],
        },
        {
          headers: {
            ...bearer(adminToken).headers,
            accept: "application/json",
          },
        }
      )
      expect(created.data.data.privileges).toEqual([
        "product.viewer",
        "order.creator",
        "acl_role:read",
      ])
      const integration = await createIntegration(getContainer(), {
        label: "Migrated",
      })
      await api.patch(
        `/api/integration/${integration.id}`,
        { roleIds: [created.data.data.id] },
        bearer(adminToken)
      )
      const me = await api.get(
        "/api/_info/me",
        bearer(await clientToken(api, integration))
      )
      expect(me.data.data.privileges).toEqual(["acl_role:read"])
      const refused = await settle(
        api.post(
          "/api/acl-role",
          { name: "Bad", privileges: ["product.owner"] },
          bearer(adminToken)
        )
      )
      expect(refused.status).toBe(400)
      expect(refused.data.errors[0].source).toEqual({
        pointer: "/privileges/0",
      })
      expect(refused.data.errors[0].detail).toContain("product.viewer")
    })
  },
})
