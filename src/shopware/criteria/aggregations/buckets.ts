import { sortInSlices } from "../sort-in-slices"
import type { Evaluation } from "./evaluate"
import { bucketKey, bucketOf } from "./histogram"
import type { Aggregation, BucketSort } from "./types"
import {
  compareNatural,
  compareValues,
  foreseeVisits,
  keyOf,
  valuesOf,
} from "./values"
import type { EntityRow } from "../../entities/types"

type Bucketed = Extract<Aggregation, { type: "terms" | "histogram" }>
type Group = { id: string; value: unknown; rows: EntityRow[] }

/** Rough JSON bytes of a bucket besides its key: count, apiAlias, braces. */
const BUCKET_BYTES = 50

/**
 * The buckets of a terms or histogram aggregation, each with its nested
 * aggregation over the bucket's rows. Rows are read and buckets built as
 * counted by the evaluation's work budget, so a tree that would grow too
 * large is refused while it grows.
 */
export async function buckets(a: Bucketed, rows: EntityRow[], run: Evaluation) {
  const { work } = run
  foreseeVisits(a.field, rows, a.path, work)
  const groups = new Map<string | null, Group>()
  for (const row of rows) {
    const values = valuesOf(a.field, row)
    // Terms keep a bucket for rows without a value, as SQL's GROUP BY does; a date histogram cannot place them.
    const keyed: [string | null, unknown][] =
      a.type === "histogram"
        ? values.map((v) => [bucketOf(v as Date, a.interval, a.timeZone), v])
        : values.length
          ? values.map((v) => [keyOf(v), v])
          : [[null, null]]
    for (const [id, value] of keyed) {
      const group = groups.get(id) ?? { id: id ?? "", value, rows: [] }
      // A histogram bucket is shown by its earliest date.
      if (a.type === "histogram" && compareValues(value, group.value) < 0)
        group.value = value
      group.rows.push(row)
      groups.set(id, group)
    }
    if (work.visit(Math.max(1, values.length), a.path)) await work.pause()
  }
  // Each distinct value is a bucket built and sorted, even if a limit leaves it out: work as a row visit is.
  work.visit(groups.size, a.path)
  const sorted = await sortInSlices([...groups.values()], order(a), work)
  const kept = a.type === "terms" && a.limit ? sorted.slice(0, a.limit) : sorted
  // All of this level's buckets counted before any is filled: the refusal comes before the work.
  work.charge("aggregationBuckets", kept.length, a.path)
  const answered = []
  // One bucket after the other, so a refusal stops the rest of the tree.
  for (const g of kept) {
    const key =
      a.type === "histogram"
        ? bucketKey(g.value as Date, a.interval, a.format, a.timeZone)
        : g.value === null
          ? null
          : keyOf(g.value)
    work.charge(
      "aggregationAnswerBytes",
      BUCKET_BYTES + (key?.length ?? 4),
      a.path
    )
    const nested = a.aggregation
      ? await run.evaluate(a.aggregation, g.rows)
      : undefined
    answered.push({
      key,
      count: g.rows.length,
      ...(nested ? { [nested.name]: nested } : {}),
      apiAlias: "aggregation_bucket",
    })
    await work.breathe()
  }
  return answered
}

/** Buckets by key ascending unless sorted by `_count` or in the other direction. */
function order(a: Bucketed) {
  const sort: BucketSort | undefined = a.sort
  const byKey = sort?.natural ? compareNatural : compareValues
  const sign = sort?.order === "DESC" ? -1 : 1
  const keyOrder = (x: Group, y: Group) =>
    x.value === null ? 1 : y.value === null ? -1 : byKey(x.value, y.value)
  return (x: Group, y: Group) =>
    sort?.by === "_count"
      ? sign * (x.rows.length - y.rows.length) || keyOrder(x, y)
      : a.type === "histogram"
        ? sign * (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)
        : sign * keyOrder(x, y)
}
