import type { CriteriaWork } from "./work"

/** Items sorted natively at a time; a run of this size sorts in well under a slice. */
const RUN = 1024

/**
 * Sorts like Array.prototype.sort (stable, same order for the same
 * comparator) but in slices, so sorting 100,000 rows or buckets in memory
 * lets other requests in between: runs are sorted natively, then merged
 * pairwise, pausing when the work says so.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  work: CriteriaWork
): Promise<T[]> {
  let runs: T[][] = []
  for (let i = 0; i < items.length; i += RUN) {
    runs.push(items.slice(i, i + RUN).sort(compare))
    await work.breathe()
  }
  while (runs.length > 1) {
    const merged: T[][] = []
    for (let i = 0; i < runs.length; i += 2)
      merged.push(
        i + 1 < runs.length
          ? await merge(runs[i], runs[i + 1], compare, work)
          : runs[i]
      )
    runs = merged
  }
  return runs[0] ?? []
}

// Left before right on ties, as the runs are in input order: the sort stays stable.
async function merge<T>(
  left: T[],
  right: T[],
  compare: (a: T, b: T) => number,
  work: CriteriaWork
): Promise<T[]> {
  const out: T[] = []
  let i = 0
  let j = 0
  while (i < left.length && j < right.length) {
    out.push(compare(right[j], left[i]) < 0 ? right[j++] : left[i++])
    if (out.length % RUN === 0) await work.breathe()
  }
  for (; i < left.length; i++) out.push(left[i])
  for (; j < right.length; j++) out.push(right[j])
  return out
}
