import type { MetricType } from "./types"
import { compareValues, keyOf, smallest, wireOf } from "./values"

/** Numbers among a numeric field's values (decimals may come back as text). */
function numbersOf(values: unknown[]): number[] {
  return values.map(Number).filter(Number.isFinite)
}

/** A metric aggregation's values over all the values the rows hold in its field (nulls left out). */
export function metric(
  type: MetricType,
  values: unknown[]
): Record<string, unknown> {
  if (type === "count") return { count: new Set(values.map(keyOf)).size }
  if (type === "min" || type === "max") {
    const sign = type === "min" ? 1 : -1
    const best = smallest(values, (x, y) => sign * compareValues(x, y))
    return { [type]: wireOf(best) }
  }
  const numbers = numbersOf(values)
  const sum = numbers.reduce((s, n) => s + n, 0)
  const avg = numbers.length ? sum / numbers.length : null
  // SQL's SUM and AVG over no rows are null; Shopware reads them as 0 for sum and avg alone.
  if (type === "sum") return { sum }
  if (type === "avg") return { avg: avg ?? 0 }
  return {
    // reduce, not Math.min(...numbers): a spread of 100,000 arguments overflows the stack.
    min: numbers.length ? numbers.reduce((m, n) => (n < m ? n : m)) : null,
    max: numbers.length ? numbers.reduce((m, n) => (n > m ? n : m)) : null,
    avg,
    sum: numbers.length ? sum : null,
  }
}

/** How many values fall in each range (from inclusive, to exclusive), by the range's key. */
export function ranges(
  list: { key: string; from?: number; to?: number }[],
  values: unknown[]
): Record<string, number> {
  const numbers = numbersOf(values)
  return Object.fromEntries(
    list.map((range) => [
      range.key,
      numbers.filter(
        (v) =>
          (range.from === undefined || v >= range.from) &&
          (range.to === undefined || v < range.to)
      ).length,
    ])
  )
}
