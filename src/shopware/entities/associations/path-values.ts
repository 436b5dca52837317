import type { ResolvedField } from "../../criteria/fields"
import { type Row, valuesOf } from "../../criteria/aggregations/values"
import { PATH_VALUES } from "../../criteria/paths"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { selectsOf } from "../matched-rows"
import { distinctRows, relatedRows } from "./related-rows"

/**
 * Reads the values of association paths (`aclRoles.name`) onto each row's
 * PATH_VALUES, where sorting, grouping and aggregations find them.
 */
export async function attachPathValues(
  req: ApiRequest,
  def: EntityDefinition,
  rows: Row[],
  fields: ResolvedField[]
): Promise<void> {
  const seen = new Set<string>()
  for (const field of fields) {
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
    await attachPathValues(req, target, related, [inner])
    for (const row of rows) {
      row[PATH_VALUES] ??= {}
      row[PATH_VALUES][field.name] = (byParent.get(row.id) ?? []).flatMap((r) =>
        valuesOf(inner, r)
      )
    }
  }
}
