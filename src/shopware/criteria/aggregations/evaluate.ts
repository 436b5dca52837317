import type { Condition } from "../filters"
import type { Path } from "../problems"
import { CriteriaWork } from "../work"
import { buckets } from "./buckets"
import { metric, ranges } from "./metrics"
import type { Aggregation } from "./types"
import { foreseeVisits, valuesOf } from "./values"
import type { ResolvedField } from "../fields"
import type { EntityRow } from "../../entities/types"

/** What evaluation needs besides the rows: the database for filter and entity aggregations. */
export type AggregationSource = {
  /** Ids of the criteria's rows that also match these conditions. */
  idsMatching(filters: Condition[]): Promise<Set<string>>
  /** The entities (wire objects) of `definition` with these ids. */
  loadEntities(definition: string, ids: string[]): Promise<unknown[]>
}

export type Result = Record<string, unknown> & { name: string }

/** One evaluation's source, work budget, and the id sets of its filter aggregations (read once, not per bucket). */
export type Evaluation = {
  source: AggregationSource
  work: CriteriaWork
  matching: Map<Aggregation, Promise<Set<string>>>
  evaluate(a: Aggregation, rows: EntityRow[]): Promise<Result>
}

/** Rough JSON bytes of a result around its values: name, apiAlias, braces. */
const RESULT_BYTES = 40

/**
 * Computes each aggregation over the rows the criteria matched (before
 * paging and post-filters), answered by name in Shopware's shapes. A filter
 * aggregation answers with its nested aggregation, under that one's name.
 * The work is counted against CRITERIA_WORK and done in slices (`work`).
 */
export async function evaluateAggregations(
  aggregations: Aggregation[],
  rows: EntityRow[],
  source: AggregationSource,
  work: CriteriaWork = new CriteriaWork()
): Promise<Record<string, unknown>> {
  const run: Evaluation = {
    source,
    work,
    matching: new Map(),
    evaluate: (a, r) => evaluate(a, r, run),
  }
  const answer: [string, Result][] = []
  for (const aggregation of aggregations) {
    const r = await evaluate(aggregation, rows, run)
    answer.push([r.name, r])
  }
  // fromEntries defines own keys, so a name such as "__proto__" stays a key of the answer.
  return Object.fromEntries(answer)
}

/** The values each row holds in the field, each row counted as visited (once per value of a to-many field). */
export async function valuesPerRow(
  field: ResolvedField,
  rows: EntityRow[],
  at: Path,
  work: CriteriaWork
): Promise<unknown[][]> {
  foreseeVisits(field, rows, at, work)
  const all: unknown[][] = []
  for (const row of rows) {
    const values = valuesOf(field, row)
    all.push(values)
    if (work.visit(Math.max(1, values.length), at)) await work.pause()
  }
  return all
}

async function evaluate(
  a: Aggregation,
  rows: EntityRow[],
  run: Evaluation
): Promise<Result> {
  const { work, source } = run
  if (a.type === "filter") {
    // The same ids for every bucket this is nested in: one query, not one per bucket.
    const ids = run.matching.get(a) ?? source.idsMatching(a.filters)
    run.matching.set(a, ids)
    const matching = await ids
    if (work.visit(rows.length, a.path)) await work.pause()
    return evaluate(
      a.aggregation,
      rows.filter((r) => matching.has(r.id)),
      run
    )
  }
  work.charge(
    "aggregationAnswerBytes",
    RESULT_BYTES + 2 * a.name.length,
    a.path
  )
  const result = (values: Record<string, unknown>): Result => ({
    name: a.name,
    ...values,
    apiAlias: `${a.name}_aggregation`,
  })
  if (a.type === "terms" || a.type === "histogram")
    return result({ buckets: await buckets(a, rows, run) })
  const values = (await valuesPerRow(a.field, rows, a.path, work)).flat()
  switch (a.type) {
    case "entity": {
      const ids = new Set(values.map(String))
      // Each entity is a bucket of the answer: refused before they are loaded.
      work.charge("aggregationBuckets", ids.size, a.path)
      const entities = ids.size
        ? await source.loadEntities(a.definition, [...ids])
        : []
      work.charge(
        "aggregationAnswerBytes",
        JSON.stringify(entities).length,
        a.path
      )
      return result({ entities })
    }
    case "range":
      return result({ ranges: ranges(a.ranges, values) })
    default:
      return result(metric(a.type, values))
  }
}
