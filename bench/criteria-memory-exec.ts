// Run by bench/criteria-memory.mjs: what the in-memory part of a search costs at its ceiling
// (MAX_MATCHED_ROWS rows): aggregations, and the JSON of associations at MAX_ASSOCIATED_ENTITIES.
// Prints the worst of three runs and the longest event-loop stall per case; no thresholds.
import { parseCriteria } from "../src/shopware/criteria"
import { evaluateAggregations } from "../src/shopware/criteria/aggregations/evaluate"
import { integrationEntity } from "../src/shopware/entities/api-access-entities"
import { MAX_ASSOCIATED_ENTITIES } from "../src/shopware/entities/associations/load"
import { MAX_MATCHED_ROWS } from "../src/shopware/entities/matched-rows"
import { measure, say } from "./lib/timed"

const DAY = 86_400_000

/** Integration rows as query.graph answers them: labels delta0…, every tenth an admin, two roles each. */
function rows(n: number) {
  const start = Date.UTC(2024, 0, 1)
  return Array.from({ length: n }, (_, i) => ({
    id: i.toString(16).padStart(32, "0"),
    label: `delta${i}`,
    admin: i % 10 === 0,
    created_at: new Date(start + (i % 730) * DAY + (i % 1440) * 60_000),
    roles: [{ id: `r${i % 7}` }, { id: `r${(i + 3) % 7}` }],
  }))
}

function aggregations(list: unknown[]) {
  return parseCriteria(
    { aggregations: list },
    {
      entityName: "integration",
      fields: integrationEntity.fields,
      source: "body",
    }
  ).aggregations
}

/** The attack the work budget refuses: terms nested `depth` deep over a to-many field. */
function nested(depth: number): unknown {
  let node: Record<string, unknown> | undefined
  for (let level = depth - 1; level >= 0; level--)
    node = {
      name: `r${level}`,
      type: "terms",
      field: "roleIds",
      aggregation: node,
    }
  return node
}

const source = {
  idsMatching: async () => new Set<string>(),
  loadEntities: async () => [],
}

async function main() {
  say(
    `In-memory criteria at the ceilings (${MAX_MATCHED_ROWS.toLocaleString("en")} rows, ${MAX_ASSOCIATED_ENTITIES.toLocaleString("en")} associated entities)`
  )
  for (const n of [10_000, MAX_MATCHED_ROWS]) {
    const data = rows(n)
    const size = `${(n / 1000).toFixed(0)}k rows`
    const cases: [string, unknown[]][] = [
      [
        "count + terms(admin) + terms(roleIds)",
        [
          { name: "n", type: "count", field: "id" },
          { name: "a", type: "terms", field: "admin" },
          { name: "r", type: "terms", field: "roleIds" },
        ],
      ],
      [
        "histogram(day, Europe/Berlin) with nested terms",
        [
          {
            name: "h",
            type: "histogram",
            field: "createdAt",
            interval: "day",
            timeZone: "Europe/Berlin",
            aggregation: { name: "a", type: "terms", field: "admin" },
          },
        ],
      ],
      [
        "terms(roleIds) nested 7 deep (refused by the work budget)",
        [nested(7)],
      ],
      [
        "terms(label) natural sort, limit 500 (every row a bucket)",
        [
          {
            name: "t",
            type: "terms",
            field: "label",
            limit: 500,
            sort: { field: "label", naturalSorting: true },
          },
        ],
      ],
    ]
    for (const [label, list] of cases) {
      const parsed = aggregations(list)
      await measure(label, size, () =>
        evaluateAggregations(parsed, data, source)
      )
    }
  }
  // JSON a cycle would have built without the ceiling: one answer of MAX_ASSOCIATED_ENTITIES roles.
  const answer = {
    data: Array.from({ length: 500 }, (_, i) => ({
      id: String(i),
      aclRoles: Array.from(
        { length: MAX_ASSOCIATED_ENTITIES / 500 },
        (_, j) => ({
          id: `${i}-${j}`,
          name: `Role ${j}`,
          description: null,
          privileges: ["integration:read"],
        })
      ),
    })),
  }
  await measure(
    "JSON of an answer at the associated-entity ceiling",
    `${MAX_ASSOCIATED_ENTITIES / 1000}k`,
    () => JSON.stringify(answer)
  )
}

main()
  .then(() => process.exit(0))
  .catch((e) => {
    process.stderr.write(`${(e as Error).stack ?? e}\n`)
    process.exit(1)
  })
