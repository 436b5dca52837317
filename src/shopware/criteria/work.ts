import { performance } from "node:perf_hooks"
import { setImmediate as nextTurn } from "node:timers/promises"
import { ApiError, ApiErrorCode } from "../errors"
import { type Path, toLabel, toPointer } from "./problems"

/**
 * The most work one request's in-memory criteria evaluation may do. The
 * limits in limits.ts count what the client sends; these count what it
 * costs: terms nested n deep over k values build k^n buckets, each reading
 * its rows again (7 levels over the demo profiles' mappings were 54 MB,
 * 24 levels ran out of memory). Each is checked as it is counted, so a
 * request is refused as soon as it passes one, not after the work is done.
 */
export const CRITERIA_WORK = {
  /** Buckets answered over the whole aggregation tree; each entity of an entity aggregation counts as one. */
  aggregationBuckets: 10_000,
  /**
   * Rows read by aggregations: every aggregation reads the rows of every
   * bucket it is nested in, a row once per value of a to-many field; each
   * distinct value a terms or histogram sorts counts as well. Reading the
   * values of association paths (for sorts, grouping and aggregations) counts
   * too, a row once per value it gathers from a to-many association. About
   * ten passes over the 100,000 matched rows.
   */
  aggregationRowVisits: 1_000_000,
  /** Estimated size of the aggregations' JSON answer, in bytes. */
  aggregationAnswerBytes: 5_000_000,
} as const
export type CriteriaWorkLimit = keyof typeof CRITERIA_WORK

/** The longest stretch of in-memory criteria work between two turns of the event loop, in ms. */
export const WORK_SLICE_MS = 20

const WHAT: Record<CriteriaWorkLimit, string> = {
  aggregationBuckets: `build more than ${CRITERIA_WORK.aggregationBuckets.toLocaleString("en")} buckets (nested buckets and the entities of entity aggregations counted together)`,
  aggregationRowVisits: `read more than ${CRITERIA_WORK.aggregationRowVisits.toLocaleString("en")} rows (a nested aggregation reads the rows of every bucket above it again, a row once per value of a to-many field, and each distinct value counts too)`,
  aggregationAnswerBytes: `answer more than about ${CRITERIA_WORK.aggregationAnswerBytes / 1_000_000} MB`,
}

// Sorts and grouping spend row visits only, while they read association paths.
const PATHS_WHAT = `read more than ${CRITERIA_WORK.aggregationRowVisits.toLocaleString("en")} rows (a row once per value it gathers through a to-many association, for each path)`

/**
 * What one request's criteria evaluation has spent, and when it last let
 * other requests run. Loops call `visit` per row (or `charge`) and, when it
 * says so, `await pause()`: the answer stays the same, computed in slices.
 */
export class CriteriaWork {
  private readonly spent: Record<CriteriaWorkLimit, number> = {
    aggregationBuckets: 0,
    aggregationRowVisits: 0,
    aggregationAnswerBytes: 0,
  }
  private sliceStart = performance.now()

  /** Adds `amount` to a counter; refuses with a 400 pointing at `at` (an aggregation, sort or grouping) once it passes its limit. */
  charge(limit: CriteriaWorkLimit, amount: number, at: Path): void {
    this.spent[limit] += amount
    if (this.spent[limit] <= CRITERIA_WORK[limit]) return
    throw new ApiError({
      status: 400,
      code: ApiErrorCode.CRITERIA_LIMIT_EXCEEDED,
      detail:
        at[0] === "aggregations"
          ? `The aggregations would ${WHAT[limit]}, too much for one request (passed at "${toLabel(at)}"). Nest fewer aggregations, give "terms" a "limit", or narrow the rows with a filter.`
          : `Sorting or grouping through associations would ${PATHS_WHAT}, too much for one request (passed at "${toLabel(at)}"). Sort or group by fewer association paths, or narrow the rows with a filter.`,
      pointer: toPointer(at),
      meta: { limit, max: CRITERIA_WORK[limit] },
    })
  }

  /**
   * Refuses now, as `charge` would once the work is done, when `amount` more
   * would pass the limit: for work whose size is known before it starts.
   * Counts nothing otherwise; the work is charged as it is done.
   */
  foresee(limit: CriteriaWorkLimit, amount: number, at: Path): void {
    if (this.spent[limit] + amount > CRITERIA_WORK[limit])
      this.charge(limit, amount, at)
  }

  /** Counts `count` row visits at `at`; true when the caller should `await pause()` before going on. */
  visit(count: number, at: Path): boolean {
    this.charge("aggregationRowVisits", count, at)
    return this.due()
  }

  /** Whether this slice of work has run long enough to let other requests in. */
  due(): boolean {
    return performance.now() - this.sliceStart >= WORK_SLICE_MS
  }

  /** Lets the event loop serve others (timers, I/O) before the next slice. */
  async pause(): Promise<void> {
    await nextTurn()
    this.sliceStart = performance.now()
  }

  /** Pauses if the slice is used up. */
  async breathe(): Promise<void> {
    if (this.due()) await this.pause()
  }

  /** How much has been spent so far (for tests and benches). */
  get used(): Readonly<Record<CriteriaWorkLimit, number>> {
    return { ...this.spent }
  }
}
