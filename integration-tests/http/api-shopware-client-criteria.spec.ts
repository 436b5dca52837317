import { createAdminAPIClient } from "@shopware/api-client"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import {
  createAclRoleWorkflow,
  createIntegrationWorkflow,
} from "../../src/workflows/api-access"
import { createIntegration } from "../helpers/api-client"

jest.setTimeout(120 * 1000)

type Client = {
  invoke: (
    operation: string,
    params?: { body?: unknown }
  ) => Promise<{ data: any; status: number }>
}

// The criteria an admin tool built on @shopware/api-client sends: aggregations through the
// aggregate route, associations on a search, the entity schema it reads to build its forms.
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let client: Client

    beforeEach(async () => {
      const container = getContainer()
      const roleIds: string[] = []
      for (const name of ["Buyer", "Clerk"]) {
        const { result } = await createAclRoleWorkflow(container).run({
          input: { name, privileges: [], caller: CONSOLE_CALLER },
        })
        roleIds.push(result.id)
      }
      await createIntegrationWorkflow(container).run({
        input: { label: "ERP", roleIds, caller: CONSOLE_CALLER },
      })
      const caller = await createIntegration(container, { admin: true })
      client = createAdminAPIClient({
        baseURL: `${api.defaults.baseURL}/api`,
        credentials: {
          grant_type: "client_credentials",
          client_id: caller.accessKey,
          client_secret: caller.secret,
        },
      } as any) as unknown as Client
    })

    it("aggregates through POST /aggregate/acl-role", async () => {
      const res = await client.invoke(
        "aggregateAclRole post /aggregate/acl-role",
        {
          body: {
            aggregations: [
              { name: "names", type: "terms", field: "name" },
              { name: "roles", type: "count", field: "id" },
            ],
          },
        }
      )
      expect(res.status).toBe(200)
      expect(res.data.aggregations.roles.count).toBe(2)
      expect(
        res.data.aggregations.names.buckets.map((b: any) => b.key)
      ).toEqual(["Buyer", "Clerk"])
    })

    it("loads an association and filters through it on a search", async () => {
      const res = await client.invoke(
        "searchIntegration post /search/integration",
        {
          body: {
            filter: [
              { type: "equals", field: "aclRoles.name", value: "Clerk" },
            ],
            associations: { aclRoles: { sort: [{ field: "name" }] } },
          },
        }
      )
      expect(res.status).toBe(200)
      expect(
        res.data.data.map((i: any) => [
          i.label,
          i.aclRoles.map((r: any) => r.name),
        ])
      ).toEqual([["ERP", ["Buyer", "Clerk"]]])
    })

    it("reads the entity schema", async () => {
      const res = await client.invoke(
        "getEntitySchema get /_info/entity-schema.json"
      )
      expect(res.status).toBe(200)
      expect(res.data.integration.properties.aclRoles).toMatchObject({
        type: "association",
        entity: "acl_role",
      })
    })
  },
})
