import type { ResolvedField } from "../criteria/fields"
import {
  compareNatural,
  compareValues,
  heldValues,
  keyOf,
  smallest,
} from "../criteria/aggregations/values"
import type { SortSpec } from "../criteria/sort"
import type { EntityRow } from "./types"

/**
 * What a row's key is computed from, for a field: association paths give
 * lists shared by many rows (every mapping of a profile holds the profile's
 * list), so their key is computed once per list, not once per row: per row
 * it was rows × values (10,000 mappings × 500 values per path).
 */
function perList<K>(
  field: ResolvedField,
  key: (values: readonly unknown[]) => K
): (row: EntityRow) => K {
  if (!field.via) return (row) => key(heldValues(field, row))
  const known = new WeakMap<readonly unknown[], { key: K }>()
  return (row) => {
    const values = heldValues(field, row)
    const hit = known.get(values)
    if (hit) return hit.key
    const computed = key(values)
    known.set(values, { key: computed })
    return computed
  }
}

/**
 * A row's sort keys, one per sort: the first of its values in the sort's
 * order (to-many: the smallest, as Shopware's MIN); for natural sorting as
 * text already, so comparisons do not convert it again. Undefined for none.
 */
export function sortKeys(sorts: SortSpec[]): (row: EntityRow) => unknown[] {
  const readers = sorts.map((sort) =>
    perList(sort.field, (values) => {
      if (!sort.natural) return smallest(values, compareValues)
      const first = smallest(values, compareNatural)
      // compareNatural compares keyOf of its arguments, and keyOf of text is the text itself.
      return first === undefined ? undefined : keyOf(first)
    })
  )
  return (row) => readers.map((read) => read(row))
}

/** A row with its sort keys, read once rather than at every comparison. */
export type Keyed = { row: EntityRow; keys: unknown[] }

/** PostgreSQL's order: nulls last ascending, first descending; ties by id. */
export function comparator(sorts: SortSpec[]) {
  return (a: Keyed, b: Keyed) => {
    for (let i = 0; i < sorts.length; i++) {
      const sort = sorts[i]
      const x = a.keys[i]
      const y = b.keys[i]
      const sign = sort.order === "DESC" ? -1 : 1
      if (x === undefined || y === undefined) {
        if (x !== y) return (x === undefined ? 1 : -1) * sign
        continue
      }
      const c = (sort.natural ? compareNatural : compareValues)(x, y)
      if (c) return sign * c
    }
    return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0
  }
}

/**
 * A row's group, as a key equal for two rows exactly when their values'
 * keys (`values.map(keyOf)`) are equal field by field. Each field's values
 * become a number, the same for the same JSON of their keys, found once per
 * shared list: the JSON itself, per row, would be as long as the list (500
 * values through `profile.fieldMappings`), hashed again for every row.
 * Undefined without grouping.
 */
export function groupKey(
  grouping: ResolvedField[]
): (row: EntityRow) => string | undefined {
  if (!grouping.length) return () => undefined
  const numbers = new Map<string, number>()
  const numberOf = (json: string) => {
    const known = numbers.get(json)
    if (known !== undefined) return known
    numbers.set(json, numbers.size)
    return numbers.size - 1
  }
  const parts = grouping.map((field) =>
    perList(field, (values) => numberOf(JSON.stringify(values.map(keyOf))))
  )
  return (row) => parts.map((part) => part(row)).join(",")
}
