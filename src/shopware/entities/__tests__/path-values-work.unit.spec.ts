import { parseCriteria } from "../../criteria"
import { compareNatural } from "../../criteria/aggregations/values"
import type { EntityRow as Row } from "../types"
import { PATH_VALUES } from "../../criteria/paths"
import { CRITERIA_WORK, CriteriaWork } from "../../criteria/work"
import { ApiError, ApiErrorCode } from "../../errors"
import type { ApiRequest } from "../../routes/types"
import { attachPathValues } from "../associations/path-values"
import { CRITERIA_SCHEMA } from "../associations/schema"
import { fieldMappingEntity, profileEntity } from "../b2b-import-entities"
import type { EntityDefinition } from "../definition"
import { pageInMemory } from "../memory-page"
import { ENTITIES } from "../registry"

// Sorting by a to-many path read every row's values through the association again: 10,000 mappings × their profile's 500.
jest.setTimeout(60 * 1000)

const hex = (n: number) => n.toString(16).padStart(32, "0")

/** `count` profiles with `each` mappings, sources in no particular order, targets alternating. */
function shop(count: number, each: number) {
  const profiles = Array.from({ length: count }, (_, i) => ({
    id: hex(1_000_000 + i),
    name: `profile ${i}`,
  }))
  const mappings = Array.from({ length: count * each }, (_, i) => ({
    id: hex(i),
    profile_id: profiles[i % count].id,
    source: `col${(i * 7919) % (count * each)}`,
    target: i % 2 ? "line.quantity" : "line.sku",
    position: (i * 31) % each,
  }))
  return { profiles, mappings }
}

function matches(row: Row, condition: Record<string, unknown>): boolean {
  return Object.entries(condition).every(([key, value]) => {
    if (key === "$and")
      return (value as Record<string, unknown>[]).every((c) => matches(row, c))
    if (Array.isArray(value)) return value.includes(row[key])
    return row[key] === value
  })
}

/** A request whose query.graph reads these tables (filters by value or list, order by id), by an actor who may read all. */
function requestOver(tables: Record<string, Row[]>): ApiRequest {
  const query = {
    graph: async (args: {
      entity: string
      filters?: Record<string, unknown>
    }) => {
      const data = tables[args.entity]
        .filter((r) => matches(r, args.filters ?? {}))
        .map((r) => ({ ...r }))
      return { data, metadata: { count: data.length } }
    },
  }
  const req = {
    scope: { resolve: () => query },
    apiActor: {
      type: "integration",
      id: "test",
      name: "test",
      grant: { all: true },
    },
  }
  return req as unknown as ApiRequest
}

const tablesOf = (s: ReturnType<typeof shop>) => ({
  import_profile: s.profiles,
  field_mapping: s.mappings,
})

function criteriaFor(def: EntityDefinition, body: unknown) {
  return parseCriteria(body, {
    entityName: def.name,
    fields: def.fields,
    source: "body",
    knownEntities: ENTITIES.map((e) => e.name),
    schema: CRITERIA_SCHEMA,
  })
}

async function refusal(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run()
  } catch (e) {
    if (e instanceof ApiError) return e
    throw e
  }
  throw new Error("expected an ApiError")
}

describe("association paths of sorts and grouping", () => {
  it("gives each mapping its profile's list itself, each related row read once", async () => {
    const s = shop(10, 100)
    const rows: Row[] = s.mappings.map((m) => ({ ...m }))
    const [sort] = criteriaFor(fieldMappingEntity, {
      sort: [{ field: "profile.fieldMappings.source" }],
    }).sorts
    const work = new CriteriaWork()
    await attachPathValues(
      requestOver(tablesOf(s)),
      fieldMappingEntity,
      rows,
      [{ field: sort.field, at: sort.at }],
      work
    )
    const listOf = (row: Row) =>
      (row[PATH_VALUES] as Record<string, unknown>)[
        "profile.fieldMappings.source"
      ]
    expect(listOf(rows[0])).toHaveLength(100)
    // The same array, not a copy per mapping: rows × values was the square.
    expect(listOf(rows[10])).toBe(listOf(rows[0]))
    // 1,000 mappings read for the profiles' lists, 10 × 100 values joined, 10 profiles read, 1,000 lists shared.
    expect(work.used.aggregationRowVisits).toBe(1000 + 1000 + 10 + 1000)
  })

  it("sorts 1,000 mappings by their profiles' mappings with work linear in the rows, in Shopware's order", async () => {
    const s = shop(10, 100)
    const work = new CriteriaWork()
    const criteria = criteriaFor(fieldMappingEntity, {
      limit: 25,
      sort: [
        {
          field: "profile.fieldMappings.source",
          order: "DESC",
          naturalSorting: true,
        },
        { field: "profile.fieldMappings.position" },
        { field: "source", naturalSorting: true },
      ],
    })
    const { rows, total } = await pageInMemory(
      requestOver(tablesOf(s)),
      fieldMappingEntity,
      criteria,
      work
    )
    // Each profile's smallest source in natural order (MIN), profiles' largest first, then each row's own source.
    const minOf = new Map<string, string>()
    for (const m of s.mappings) {
      const known = minOf.get(m.profile_id)
      if (known === undefined || compareNatural(m.source, known) < 0)
        minOf.set(m.profile_id, m.source)
    }
    const expected = [...s.mappings]
      .sort(
        (a, b) =>
          -compareNatural(minOf.get(a.profile_id), minOf.get(b.profile_id)) ||
          compareNatural(a.source, b.source)
      )
      .slice(0, 25)
      .map((m) => m.id)
    expect(rows.map((r) => r.id)).toEqual(expected)
    expect(total).toBe(25)
    // Two paths of 3,010 visits each; reading each mapping's 100 values would be 100,000 per path.
    expect(work.used.aggregationRowVisits).toBe(2 * 3010)
  })

  it("groups by a to-many path as before: one row per distinct list of values", async () => {
    // Mapping i belongs to profile i % 4, so profiles 0 and 2 map only "line.sku", 1 and 3 only "line.quantity".
    const s = shop(4, 5)
    const criteria = criteriaFor(fieldMappingEntity, {
      grouping: ["profile.fieldMappings.target"],
      sort: [{ field: "source", naturalSorting: true }],
    })
    const { rows } = await pageInMemory(
      requestOver(tablesOf(s)),
      fieldMappingEntity,
      criteria
    )
    const sorted = [...s.mappings].sort((a, b) =>
      compareNatural(a.source, b.source)
    )
    const firstOf = (odd: number) =>
      sorted.find(
        (m) => s.profiles.findIndex((p) => p.id === m.profile_id) % 2 === odd
      )!.id
    const expected = [firstOf(0), firstOf(1)].sort(
      (x, y) =>
        sorted.findIndex((m) => m.id === x) -
        sorted.findIndex((m) => m.id === y)
    )
    expect(rows.map((r) => r.id)).toEqual(expected)
  })

  it("refuses a path gathering more values than the budget with a 400 at the sort, before gathering them", async () => {
    // A profile's mappings' profile's mappings: 1,001 × 1,001 values for the one profile, as a SQL join gives them.
    const s = shop(1, 1001)
    const rows: Row[] = s.profiles.map((p) => ({ ...p }))
    const [sort] = criteriaFor(profileEntity, {
      sort: [{ field: "fieldMappings.profile.fieldMappings.source" }],
    }).sorts
    const work = new CriteriaWork()
    const error = await refusal(() =>
      attachPathValues(
        requestOver(tablesOf(s)),
        profileEntity,
        rows,
        [{ field: sort.field, at: sort.at }],
        work
      )
    )
    expect(error.status).toBe(400)
    expect(error.items[0]).toMatchObject({
      code: ApiErrorCode.CRITERIA_LIMIT_EXCEEDED,
      pointer: "/sort/0/field",
      meta: {
        limit: "aggregationRowVisits",
        max: CRITERIA_WORK.aggregationRowVisits,
      },
    })
    expect(error.items[0].detail).toContain("Sorting or grouping through")
    // Refused while counting: the profile's 1,002,001 values were never joined.
    expect(rows[0][PATH_VALUES]).toBeUndefined()
  })

  it("answers the same path's refusal through the search, pointing at the sort", async () => {
    const s = shop(1, 1001)
    const error = await refusal(() =>
      pageInMemory(
        requestOver(tablesOf(s)),
        profileEntity,
        criteriaFor(profileEntity, {
          sort: [
            { field: "name" },
            { field: "fieldMappings.profile.fieldMappings.source" },
          ],
        })
      )
    )
    expect(error.items[0].pointer).toBe("/sort/1/field")
  })
})
