import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type B2bImportModuleService from "../../src/modules/b2b-import/service"
import { B2B_IMPORT_MODULE } from "../../src/modules/b2b-import"
import { editorHeaders, seedShop } from "../helpers/b2b"
import { settle } from "../helpers/api-client"

jest.setTimeout(240 * 1000)

/** Terms aggregations nested `depth` deep, alternating the given fields, the outermost first. */
function nestedTerms(fields: string[], depth: number): unknown {
  let node: Record<string, unknown> | undefined
  for (let level = depth - 1; level >= 0; level--)
    node = {
      name: `level${level}`,
      type: "terms",
      field: fields[level % fields.length],
      ...(node ? { aggregation: node } : {}),
    }
  return node
}

const MAPPING_FIELDS = ["fieldMappings.source", "fieldMappings.target"]

/**
 * Aggregations bounded by the work they do: terms nested 7 deep over the
 * demo profiles' mappings answered 54 MB after 7.6 s and stalled everyone;
 * 24 deep over a profile with thousands of mappings ran out of memory. Both
 * come from the least-privileged integration that may read profiles.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let editor: Awaited<ReturnType<typeof editorHeaders>>
    let profiles: Awaited<ReturnType<typeof seedShop>>
    const aggregate = (body: unknown) =>
      settle(api.post("/api/aggregate/plugin-b2b-profile", body, editor))

    beforeEach(async () => {
      const container = getContainer()
      profiles = await seedShop(container)
      editor = await editorHeaders(api, container)
    })

    /** The request's answer, and /health's, asked while the aggregation runs. */
    async function withHealth(body: unknown) {
      const [res, health] = await Promise.all([
        aggregate(body),
        settle(api.get("/health")),
      ])
      return { res, health }
    }

    function expectRefused(res: any, limits: string[]) {
      expect(res.status).toBe(400)
      const [error, ...more] = res.data.errors
      expect(more).toEqual([])
      expect(error).toMatchObject({
        status: "400",
        code: "FRAMEWORK__CRITERIA_LIMIT_EXCEEDED",
        source: {
          pointer: expect.stringMatching(/^\/aggregations\/0(\/aggregation)*$/),
        },
      })
      expect(limits).toContain(error.meta.limit)
      // In words the client can act on.
      expect(error.detail).toContain("Nest fewer aggregations")
      expect(error.detail).toContain('give "terms" a "limit"')
      expect(JSON.stringify(res.data).length).toBeLessThan(5000)
    }

    it("refuses terms on the profiles' mappings nested 7 deep with a 400 at the aggregation, and keeps answering others", async () => {
      const { res, health } = await withHealth({
        aggregations: [nestedTerms(MAPPING_FIELDS, 7)],
      })
      expectRefused(res, ["aggregationBuckets"])
      expect(res.data.errors[0].meta.max).toBe(10_000)
      expect(health.status).toBe(200)
    })

    it("refuses terms nested 24 deep over a profile with 3,000 mappings, and keeps answering others", async () => {
      const service =
        getContainer().resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
      await service.createFieldMappings(
        Array.from({ length: 3000 }, (_, i) => ({
          profile_id: profiles.opentrans,
          source: `column ${i}`,
          target: i % 2 ? "line.sku" : "line.quantity",
          position: i,
        }))
      )
      const { res, health } = await withHealth({
        filter: [{ type: "equals", field: "id", value: profiles.opentrans }],
        aggregations: [nestedTerms(MAPPING_FIELDS, 24)],
      })
      expectRefused(res, ["aggregationBuckets", "aggregationRowVisits"])
      expect(health.status).toBe(200)
    })

    it("still answers a legitimate nested aggregation over the mappings", async () => {
      const res = await aggregate({
        aggregations: [
          {
            name: "targets",
            type: "terms",
            field: "fieldMappings.target",
            limit: 3,
            sort: { field: "_count", order: "DESC" },
            aggregation: {
              name: "profiles",
              type: "count",
              field: "id",
            },
          },
        ],
      })
      expect(res.status).toBe(200)
      const buckets = res.data.aggregations.targets.buckets
      expect(buckets).toHaveLength(3)
      // The three largest buckets, each with its number of profiles, read from the module: one per target,
      // and the profiles without mappings (the standard formats read their standard fields) under the key null.
      const service =
        getContainer().resolve<B2bImportModuleService>(B2B_IMPORT_MODULE)
      const mappings = await service.listFieldMappings(
        {},
        { select: ["profile_id", "target"] }
      )
      const profilesOf = new Map<string | null, Set<string>>()
      for (const m of mappings)
        profilesOf.set(
          m.target,
          (profilesOf.get(m.target) ?? new Set()).add(m.profile_id)
        )
      const mapped = new Set(mappings.map((m) => m.profile_id))
      const all = await service.listImportProfiles({}, { select: ["id"] })
      profilesOf.set(
        null,
        new Set(all.map((p) => p.id).filter((id) => !mapped.has(id)))
      )
      const most = [...profilesOf.values()]
        .map((p) => p.size)
        .sort((a, b) => b - a)
        .slice(0, 3)
      expect(buckets.map((b: any) => b.profiles.count)).toEqual(most)
    })
  },
})
