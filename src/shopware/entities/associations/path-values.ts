import type { ResolvedField } from "../../criteria/fields"
import { heldValues } from "../../criteria/aggregations/values"
import { PATH_VALUES } from "../../criteria/paths"
import type { Path } from "../../criteria/problems"
import type { CriteriaWork } from "../../criteria/work"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { selectsOf } from "../matched-rows"
import type { EntityRow } from "../types"
import { distinctRows, relatedRows } from "./related-rows"
import { isRecord } from "../../../utils/is-record"

/** A field the criteria reads and where it names it: a refusal points there. */
export type FieldUse = { field: ResolvedField; at: Path }

const NONE: readonly unknown[] = Object.freeze([])

/**
 * Reads the values of association paths (`aclRoles.name`) onto each row's
 * PATH_VALUES, where sorting, grouping and aggregations find them. Each
 * related row's values are read once, and a row reaching a single related
 * row holds that row's list itself: copying it per row was rows × values
 * (10,000 mappings × their profile's 500 mappings for
 * `profile.fieldMappings.source`), seconds of work without a turn of the
 * event loop. What is read counts against `work` before it is read.
 */
export async function attachPathValues(
  req: ApiRequest,
  def: EntityDefinition,
  rows: EntityRow[],
  uses: FieldUse[],
  work: CriteriaWork
): Promise<void> {
  const seen = new Set<string>()
  for (const { field, at } of uses) {
    if (!field.via || seen.has(field.name)) continue
    seen.add(field.name)
    const inner = field.via.target
    const { target, byParent } = await relatedRows(
      req,
      def,
      field.via.association,
      rows,
      { fields: selectsOf([inner]) }
    )
    const related = distinctRows(byParent.values())
    await attachPathValues(req, target, related, [{ field: inner, at }], work)
    const valuesOfRelated = await readOnce(inner, related, at, work)
    for (const row of rows) {
      const lists = (byParent.get(row.id) ?? []).map(valuesOfRelated)
      // Counted before the lists are joined: a path gathering too many values is refused before it gathers them.
      if (work.visit(visitsOf(lists), at)) await work.pause()
      pathValuesOf(row)[field.name] = joined(lists)
    }
  }
}

/** Each related row's values, read once (a row may be related to many). */
async function readOnce(
  field: ResolvedField,
  rows: EntityRow[],
  at: Path,
  work: CriteriaWork
): Promise<(row: EntityRow) => readonly unknown[]> {
  const byRow = new Map<EntityRow, readonly unknown[]>()
  for (const row of rows) {
    byRow.set(row, heldValues(field, row))
    if (work.visit(1, at)) await work.pause()
  }
  // A list not among `rows` (another object of the same id) is read as before, from the row.
  return (row) => byRow.get(row) ?? heldValues(field, row)
}

/** The path values held on `row`, an empty holder put there first when it has none. */
function pathValuesOf(row: EntityRow): Record<string, unknown> {
  const held = row[PATH_VALUES]
  if (isRecord(held)) return held
  const fresh: Record<string, unknown> = {}
  row[PATH_VALUES] = fresh
  return fresh
}

/** What joining costs: one visit for a list shared as it is, a visit per value for lists copied together. */
function visitsOf(lists: (readonly unknown[])[]): number {
  if (lists.length <= 1) return 1
  return Math.max(
    1,
    lists.reduce((n, list) => n + list.length, 0)
  )
}

/**
 * One row's values from the lists of its related rows, in their order, a
 * value once per related row holding it (as a SQL join). A single list is
 * shared, not copied.
 */
function joined(lists: (readonly unknown[])[]): readonly unknown[] {
  if (lists.length <= 1) return lists[0] ?? NONE
  const all: unknown[] = []
  // push per list, not concat(...lists): a spread of 100,000 lists overflows the stack.
  for (const list of lists) for (const value of list) all.push(value)
  return all
}
