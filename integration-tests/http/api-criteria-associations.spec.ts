import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import {
  createAclRoleWorkflow,
  createIntegrationWorkflow,
} from "../../src/workflows/api-access"
import {
  bearer,
  clientToken,
  createIntegration,
  settle,
} from "../helpers/api-client"
import { expectApiError } from "../helpers/api-assertions"

jest.setTimeout(120 * 1000)

const JSON_ONLY = { accept: "application/json" }

// Shopware's associations as ERP scripts use them: related entities loaded with their own criteria,
// and association paths in filters, sorts and aggregations; every entity reached needs its read privilege.
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const post = (url: string, body: unknown, h = headers) =>
      settle(api.post(url, body, { headers: h }))
    const label = (i: any) => i.label

    beforeEach(async () => {
      const container = getContainer()
      const roles: Record<string, string> = {}
      for (const name of ["Buyer", "Clerk", "Auditor"]) {
        const { result } = await createAclRoleWorkflow(container).run({
          input: { name, privileges: [], caller: CONSOLE_CALLER },
        })
        roles[name] = result.id
      }
      const fixtures: [string, string[]][] = [
        ["ERP", ["Buyer", "Clerk"]],
        ["PIM", ["Auditor"]],
        ["Shop floor", []],
      ]
      for (const [label, names] of fixtures)
        await createIntegrationWorkflow(container).run({
          input: {
            label,
            roleIds: names.map((n) => roles[n]),
            caller: CONSOLE_CALLER,
          },
        })
      const caller = await createIntegration(container, {
        admin: true,
        label: "zz caller",
      })
      headers = {
        ...bearer(await clientToken(api, caller)).headers,
        ...JSON_ONLY,
      }
    })

    it("loads an association with its own sort and limit per row", async () => {
      const res = await post("/api/search/integration", {
        filter: [
          {
            type: "equalsAny",
            field: "label",
            value: ["ERP", "PIM", "Shop floor"],
          },
        ],
        sort: [{ field: "label" }],
        associations: {
          aclRoles: { sort: [{ field: "name", order: "DESC" }], limit: 1 },
        },
      })
      expect(res.status).toBe(200)
      expect(
        res.data.data.map((i: any) => [
          i.label,
          i.aclRoles.map((r: any) => r.name),
        ])
      ).toEqual([
        ["ERP", ["Clerk"]],
        ["PIM", ["Auditor"]],
        ["Shop floor", []],
      ])
      expect(res.data.data[0].aclRoles[0]).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: "Clerk",
        privileges: [],
      })
    })

    it("filters, sorts and aggregates through association paths", async () => {
      const byRole = await post("/api/search/integration", {
        filter: [{ type: "equals", field: "aclRoles.name", value: "Clerk" }],
      })
      expect(byRole.data.data.map(label)).toEqual(["ERP"])
      const nobody = await post("/api/search/integration", {
        filter: [{ type: "equals", field: "aclRoles.name", value: "Nobody" }],
      })
      expect(nobody.data.data).toEqual([])
      const without = await post("/api/search/integration", {
        filter: [
          {
            type: "not",
            queries: [{ type: "prefix", field: "aclRoles.name", value: "A" }],
          },
          {
            type: "equalsAny",
            field: "label",
            value: ["ERP", "PIM", "Shop floor"],
          },
        ],
        sort: [{ field: "label" }],
      })
      expect(without.data.data.map(label)).toEqual(["ERP", "Shop floor"])
      const sorted = await post("/api/search/integration", {
        filter: [{ type: "equalsAny", field: "label", value: ["ERP", "PIM"] }],
        sort: [{ field: "aclRoles.name", order: "ASC" }],
      })
      // A to-many sort takes each row's smallest value: PIM has "Auditor", ERP "Buyer".
      expect(sorted.data.data.map(label)).toEqual(["PIM", "ERP"])
      const counted = await post("/api/aggregate/integration", {
        aggregations: [
          { name: "roles", type: "terms", field: "aclRoles.name" },
        ],
      })
      expect(
        counted.data.aggregations.roles.buckets.map((b: any) => [
          b.key,
          b.count,
        ])
      ).toEqual([
        ["Auditor", 1],
        ["Buyer", 1],
        ["Clerk", 1],
        [null, 2],
      ])
    })

    it("follows a to-one association both ways: profile with field mappings, mapping with its profile", async () => {
      const created = await post("/api/plugin-b2b-profile?_response=1", {
        name: "ACME EDI",
        approvalMode: "manual",
        fileFormat: "csv",
      })
      expect(created.status).toBe(200)
      const profile = created.data.data
      for (const [source, target] of [
        ["Menge", "line.quantity"],
        ["Artikel", "line.sku"],
      ])
        expect(
          (
            await post("/api/plugin-b2b-field-mapping", {
              profileId: profile.id,
              source,
              target,
            })
          ).status
        ).toBe(204)
      const profiles = await post("/api/search/plugin-b2b-profile", {
        associations: { fieldMappings: { sort: [{ field: "source" }] } },
        includes: {
          plugin_b2b_profile: ["name", "fieldMappings"],
          plugin_b2b_field_mapping: ["source"],
        },
      })
      expect(profiles.data.data).toEqual([
        {
          id: profile.id,
          name: "ACME EDI",
          fieldMappings: [
            { id: expect.any(String), source: "Artikel" },
            { id: expect.any(String), source: "Menge" },
          ],
        },
      ])
      const mappings = await post("/api/search/plugin-b2b-field-mapping", {
        filter: [{ type: "equals", field: "profile.name", value: "ACME EDI" }],
        sort: [{ field: "source", order: "DESC" }],
        associations: { profile: {} },
      })
      expect(
        mappings.data.data.map((m: any) => [m.source, m.profile.name])
      ).toEqual([
        ["Menge", "ACME EDI"],
        ["Artikel", "ACME EDI"],
      ])
    })

    it("reads one entity with associations and includes from the query string, as Shopware's detail route", async () => {
      const [erp] = (
        await post("/api/search/integration", {
          filter: [{ type: "equals", field: "label", value: "ERP" }],
        })
      ).data.data
      const res = await settle(
        api.get(
          `/api/integration/${erp.id}?associations[aclRoles][sort][0][field]=name&includes[integration][]=label&includes[integration][]=aclRoles&includes[acl_role][]=name`,
          { headers }
        )
      )
      expect(res.status).toBe(200)
      expect(res.data.data).toEqual({
        id: erp.id,
        label: "ERP",
        aclRoles: [
          { id: expect.any(String), name: "Buyer" },
          { id: expect.any(String), name: "Clerk" },
        ],
      })
      // Other parameters (a cache buster) are left alone, as Shopware's detail route does.
      const plain = await settle(
        api.get(`/api/integration/${erp.id}?associations[aclRoles][]=&_=1`, {
          headers,
        })
      )
      expect(plain.data.data.aclRoles).toHaveLength(2)
      // Deeper than Express' five brackets: an association's association with its own filter.
      const deep =
        "associations[aclRoles][associations][integrations][filter][0]"
      const nested = await settle(
        api.get(
          `/api/integration/${erp.id}?${deep}[type]=equals&${deep}[field]=label&${deep}[value]=ERP`,
          { headers }
        )
      )
      expect(nested.status).toBe(200)
      expect(
        nested.data.data.aclRoles.map((r: any) => r.integrations.map(label))
      ).toEqual([["ERP"], ["ERP"]])
      const bad = await settle(
        api.get(`/api/integration/${erp.id}?associations[orders]=`, { headers })
      )
      expectApiError(bad, 400, "FRAMEWORK__ASSOCIATION_NOT_FOUND")
    })

    it("answers JSON:API with relationships and the related entities in included", async () => {
      const res = await post(
        "/api/search/integration",
        {
          filter: [{ type: "equals", field: "label", value: "ERP" }],
          associations: { aclRoles: {} },
        },
        { ...headers, accept: "application/vnd.api+json" }
      )
      expect(res.status).toBe(200)
      const [erp] = res.data.data
      expect(erp.attributes.aclRoles).toBeUndefined()
      expect(erp.relationships.aclRoles.data).toHaveLength(2)
      expect(erp.relationships.aclRoles.data[0]).toEqual({
        type: "acl_role",
        id: expect.any(String),
      })
      expect(
        res.data.included.map((r: any) => [r.type, r.attributes.name]).sort()
      ).toEqual([
        ["acl_role", "Buyer"],
        ["acl_role", "Clerk"],
      ])
    })

    it("refuses a cycle of associations that would multiply the answer, before building it", async () => {
      const container = getContainer()
      const { result: shared } = await createAclRoleWorkflow(container).run({
        input: { name: "Shared", privileges: [], caller: CONSOLE_CALLER },
      })
      for (let i = 0; i < 30; i++)
        await createIntegrationWorkflow(container).run({
          input: {
            label: `bulk ${i}`,
            roleIds: [shared.id],
            caller: CONSOLE_CALLER,
          },
        })
      const level = (inner: object) => ({
        associations: { aclRoles: { associations: { integrations: inner } } },
      })
      const body = {
        filter: [{ type: "prefix", field: "label", value: "bulk" }],
        ...level(level({})),
      }
      // 30 integrations × (1 role + 30 × (1 + 1 role + 30)) ≈ 29,000 entities once repeated in JSON.
      const res = await post("/api/search/integration", body)
      expectApiError(res, 400, "FRAMEWORK__CRITERIA_LIMIT_EXCEEDED")
      expect(res.data.errors[0].meta).toEqual({
        limit: "associatedEntities",
        max: 20000,
      })
      // One level less stays well inside and is answered.
      const shallow = await post("/api/search/integration", {
        ...body,
        ...level({}),
      })
      expect(shallow.status).toBe(200)
      expect(shallow.data.data[0].aclRoles[0].integrations).toHaveLength(30)
    })

    it("needs the read privilege of every entity it reaches, and names an unknown association", async () => {
      const reader = await createIntegration(getContainer(), {
        privileges: ["integration:read"],
      })
      const own = {
        ...bearer(await clientToken(api, reader)).headers,
        ...JSON_ONLY,
      }
      for (const body of [
        { associations: { aclRoles: {} } },
        {
          filter: [{ type: "equals", field: "aclRoles.name", value: "Clerk" }],
        },
      ]) {
        const res = await post("/api/search/integration", body, own)
        expectApiError(res, 403, "FRAMEWORK__MISSING_PRIVILEGE_ERROR")
        expect(res.data.errors[0].meta.parameters.missingPrivileges).toEqual([
          "acl_role:read",
        ])
      }
      const unknown = await post("/api/search/integration", {
        associations: {
          orders: {},
          aclRoles: { filter: [{ type: "equals", field: "nope", value: 1 }] },
        },
      })
      expect(unknown.status).toBe(400)
      expect(
        unknown.data.errors.map((e: any) => [e.code, e.source.pointer])
      ).toEqual([
        ["FRAMEWORK__ASSOCIATION_NOT_FOUND", "/associations/orders"],
        ["FRAMEWORK__UNMAPPED_FIELD", "/associations/aclRoles/filter/0/field"],
      ])
      expect(unknown.data.errors[0].detail).toBe(
        'Entity integration has no association "orders". Associations: aclRoles.'
      )
    })
  },
})
