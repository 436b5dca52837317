import type { EntityRow } from "../../entities/types"
import type { ResolvedField } from "../fields"
import type { Path } from "../problems"
import type { CriteriaWork } from "../work"

/**
 * The values a row holds in a field: none for null, each element of an array
 * field (a to-many value counts once per element, as a SQL join does).
 */
export function valuesOf(field: ResolvedField, row: EntityRow): unknown[] {
  const value = field.get ? field.get(row) : row[field.column]
  const list = Array.isArray(value) ? value : [value]
  return list
    .filter((v) => v !== null && v !== undefined)
    .map((v) => (field.type === "date" ? toDate(v) : v))
    .filter((v) => v !== undefined)
}

/**
 * The values valuesOf reads, without its copy for an association path: the
 * path's list on the row is already what valuesOf answers (valuesOf of the
 * target field filled it), and is shared by every row reaching the same
 * related row (all mappings of a profile hold the profile's list). Callers
 * must not change it; its identity lets them work once per list, not per row.
 */
export function heldValues(
  field: ResolvedField,
  row: EntityRow
): readonly unknown[] {
  if (!field.via || !field.get) return valuesOf(field, row)
  const held = field.get(row)
  return Array.isArray(held) ? held : valuesOf(field, row)
}

/**
 * Refuses before reading the rows when their visits would pass the budget.
 * Only for association paths: their rows hold shared lists of any length
 * (each of 10,000 mappings the 500 values of its profile), known without
 * copying them; a column's values are read as cheaply as they are counted.
 */
export function foreseeVisits(
  field: ResolvedField,
  rows: EntityRow[],
  at: Path,
  work: CriteriaWork
): void {
  if (!field.via) return
  let visits = 0
  for (const row of rows) visits += Math.max(1, heldValues(field, row).length)
  work.foresee("aggregationRowVisits", visits, at)
}

function toDate(v: unknown): Date | undefined {
  const d = v instanceof Date ? v : new Date(String(v))
  return Number.isNaN(d.getTime()) ? undefined : d
}

/** A value as Shopware's answers show it: MySQL's 1/0 for booleans, ISO text for dates. */
export function keyOf(value: unknown): string {
  if (typeof value === "boolean") return value ? "1" : "0"
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/** The JSON value of a min or max: dates as ISO text, numbers and text as they are. */
export function wireOf(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null)
}

/** Orders two values of one field; null-free input. */
export function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime()
  if (typeof a === "number" && typeof b === "number") return a - b
  const x = keyOf(a)
  const y = keyOf(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * Shopware's natural sorting (`ORDER BY LENGTH(field), field`): shorter text
 * first, so "delta9" comes before "delta10".
 */
export function compareNatural(a: unknown, b: unknown): number {
  const x = keyOf(a)
  const y = keyOf(b)
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0)
}

/** The first of the values in the order `compare` gives; undefined for none. */
export function smallest(
  values: readonly unknown[],
  compare: (a: unknown, b: unknown) => number
): unknown {
  return values.reduce<unknown>(
    (m, v) => (m === undefined || compare(v, m) < 0 ? v : m),
    undefined
  )
}
