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

// Shopware's aggregations, natural sorting, grouping, partial loading and count modes, as an ERP's
// dashboard script sends them: over the rows the filters match (not post-filters, not the page).
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let auth: ReturnType<typeof bearer>
    let roleIds: Record<string, string>
    const post = (url: string, body: unknown, headers = auth) =>
      settle(api.post(url, body, headers))

    beforeEach(async () => {
      const container = getContainer()
      roleIds = {}
      for (const name of ["Buyer", "Clerk"]) {
        const { result } = await createAclRoleWorkflow(container).run({
          input: { name, privileges: [], caller: CONSOLE_CALLER },
        })
        roleIds[name] = result.id
      }
      const labels: [string, boolean, string[]][] = [
        ["delta9", false, ["Buyer"]],
        ["delta10", false, ["Buyer", "Clerk"]],
        ["delta1", true, []],
        ["alpha", false, ["Clerk"]],
      ]
      for (const [label, admin, roles] of labels)
        await createIntegrationWorkflow(container).run({
          input: {
            label,
            admin,
            roleIds: roles.map((r) => roleIds[r]),
            caller: CONSOLE_CALLER,
          },
        })
      const caller = await createIntegration(container, {
        admin: true,
        label: "zz caller",
      })
      auth = bearer(await clientToken(api, caller))
    })

    it("answers Shopware's aggregations over the filtered rows, ignoring post-filters and paging", async () => {
      const res = await post("/api/search/integration", {
        limit: 1,
        filter: [{ type: "prefix", field: "label", value: "d" }],
        "post-filter": [{ type: "equals", field: "admin", value: true }],
        aggregations: [
          { name: "howMany", type: "count", field: "id" },
          {
            name: "byAdmin",
            type: "terms",
            field: "admin",
            sort: { field: "_count", order: "DESC" },
          },
          { name: "perRole", type: "terms", field: "roleIds" },
          {
            name: "perDay",
            type: "histogram",
            field: "createdAt",
            interval: "day",
          },
          {
            name: "admins",
            type: "filter",
            filter: [{ type: "equals", field: "admin", value: true }],
            aggregation: { name: "adminCount", type: "count", field: "id" },
          },
        ],
      })
      expect(res.status).toBe(200)
      expect(res.data.data.map((i: any) => i.label)).toEqual(["delta1"])
      const a = res.data.aggregations
      expect(a.howMany).toEqual({
        name: "howMany",
        count: 3,
        apiAlias: "howMany_aggregation",
      })
      expect(a.byAdmin.buckets).toEqual([
        { key: "0", count: 2, apiAlias: "aggregation_bucket" },
        { key: "1", count: 1, apiAlias: "aggregation_bucket" },
      ])
      const perRole = Object.fromEntries(
        a.perRole.buckets.map((b: any) => [b.key, b.count])
      )
      expect(perRole).toEqual({
        [roleIds.Buyer]: 2,
        [roleIds.Clerk]: 1,
        null: 1,
      })
      const today = new Date().toISOString().slice(0, 10)
      expect(a.perDay.buckets).toEqual([
        { key: `${today} 00:00:00`, count: 3, apiAlias: "aggregation_bucket" },
      ])
      // A filter aggregation answers under its nested aggregation's name, as Shopware's does.
      expect(a.adminCount).toMatchObject({ count: 1 })
      expect(a.admins).toBeUndefined()
    })

    it("loads the entities an entity aggregation names, only for a caller who may read them", async () => {
      const body = {
        aggregations: [
          {
            name: "roles",
            type: "entity",
            field: "roleIds",
            definition: "acl_role",
          },
        ],
      }
      const res = await post("/api/search/integration", body)
      expect(res.status).toBe(200)
      expect(
        res.data.aggregations.roles.entities.map((r: any) => r.name).sort()
      ).toEqual(["Buyer", "Clerk"])

      const reader = await createIntegration(getContainer(), {
        privileges: ["integration:read"],
      })
      const denied = await post(
        "/api/search/integration",
        body,
        bearer(await clientToken(api, reader))
      )
      expectApiError(denied, 403, "FRAMEWORK__MISSING_PRIVILEGE_ERROR")
      expect(denied.data.errors[0].meta.parameters.missingPrivileges).toEqual([
        "acl_role:read",
      ])
    })

    it("serves POST /api/aggregate/<entity>: aggregations and the matched count, no rows", async () => {
      const res = await post("/api/aggregate/integration", {
        filter: [{ type: "equals", field: "admin", value: false }],
        aggregations: [
          { name: "labels", type: "terms", field: "label", limit: 2 },
        ],
      })
      expect(res.status).toBe(200)
      expect(res.data.data).toEqual([])
      // Three non-admin integrations of the fixtures; the caller's own is an administrator.
      expect(res.data.total).toBe(3)
      expect(
        res.data.aggregations.labels.buckets.map((b: any) => b.key)
      ).toEqual(["alpha", "delta10"])
      // Without aggregations Shopware answers none; the count still says how many rows match.
      const none = await post("/api/aggregate/integration", {
        filter: [{ type: "equals", field: "admin", value: false }],
      })
      expect(none.status).toBe(200)
      expect(none.data).toMatchObject({ total: 3, data: [], aggregations: [] })
    })

    it("refuses a bad aggregation in words with its pointer, before anything is read", async () => {
      const res = await post("/api/search/integration", {
        aggregations: [
          { name: "s", type: "sum", field: "label" },
          {
            name: "h",
            type: "histogram",
            field: "createdAt",
            interval: "fortnight",
          },
        ],
      })
      expectApiError(res, 400, "FRAMEWORK__INVALID_AGGREGATION_QUERY")
      expect(res.data.errors.map((e: any) => e.source.pointer)).toEqual([
        "/aggregations/0/field",
        "/aggregations/1/interval",
      ])
      expect(res.data.errors[0].detail).toBe(
        'A "sum" aggregation works on integer, number fields; field "label" is of type string.'
      )
    })

    it("sorts naturally when asked (delta9 before delta10), also across pages", async () => {
      const labels = async (naturalSorting: boolean, page: number) => {
        const res = await post("/api/search/integration", {
          page,
          limit: 2,
          filter: [{ type: "prefix", field: "label", value: "delta" }],
          sort: [{ field: "label", order: "ASC", naturalSorting }],
        })
        expect(res.status).toBe(200)
        return res.data.data.map((i: any) => i.label)
      }
      expect([
        ...(await labels(false, 1)),
        ...(await labels(false, 2)),
      ]).toEqual(["delta1", "delta10", "delta9"])
      expect([...(await labels(true, 1)), ...(await labels(true, 2))]).toEqual([
        "delta1",
        "delta9",
        "delta10",
      ])
    })

    it("groups by a field (one row per value) and loads only the fields asked for", async () => {
      const grouped = await post("/api/search/integration", {
        grouping: ["admin"],
        sort: [{ field: "label", order: "ASC" }],
        "total-count-mode": 1,
      })
      expect(grouped.status).toBe(200)
      expect(grouped.data.total).toBe(2)
      expect(grouped.data.data.map((i: any) => [i.label, i.admin])).toEqual([
        ["alpha", false],
        ["delta1", true],
      ])
      const partial = await post("/api/search/integration", {
        fields: ["label"],
        filter: [{ type: "equals", field: "label", value: "alpha" }],
      })
      expect(partial.data.data).toEqual([
        { id: expect.any(String), label: "alpha" },
      ])
      const bad = await post("/api/search/integration", { grouping: ["nope"] })
      expectApiError(bad, 400, "FRAMEWORK__UNMAPPED_FIELD")
      expect(bad.data.errors[0].source.pointer).toBe("/grouping/0")
    })

    it("counts as Shopware's total-count-mode says: none, exact, next pages", async () => {
      const total = async (mode: number, page = 1) =>
        (
          await post("/api/search/integration", {
            limit: 1,
            page,
            "total-count-mode": mode,
          })
        ).data.total
      // Five integrations: the four fixtures and the caller's.
      expect(await total(0)).toBe(1)
      expect(await total(1)).toBe(5)
      // Next pages: the rows from this page on, at most limit * 6 + 1.
      expect(await total(2)).toBe(5)
      expect(await total(2, 4)).toBe(2)
    })
  },
})
