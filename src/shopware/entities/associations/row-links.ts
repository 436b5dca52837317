import type { EntityRow } from "../types"

/**
 * What a row holds of its links, read from the `query.graph` answer: the
 * answer is not typed per entity, so each read checks the shape it expects.
 */

/** The rows of a to-many relation loaded on `row`; none when it was not loaded. */
export function linkedRows(row: EntityRow, relation: string): EntityRow[] {
  const value = row[relation]
  return Array.isArray(value) ? value : []
}

/** The id a to-one link's column holds on `row`; undefined when it is unset. */
export function linkedId(row: EntityRow, column: string): string | undefined {
  const value = row[column]
  return typeof value === "string" ? value : undefined
}
