import type { ParsedCriteria } from "../../criteria"
import type { Row } from "../../criteria/aggregations/values"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { selectFields, toWire } from "../serialize"
import { relatedRows } from "./related-rows"
import { entityNamed } from "./schema"

/** Columns of the entity its requested to-one associations are followed by (their foreign keys). */
export function linkColumns(
  def: EntityDefinition,
  associations: Record<string, unknown> | undefined
): string[] {
  return Object.keys(associations ?? {}).flatMap((name) => {
    const link = def.associations?.[name]?.link
    return link?.kind === "one" ? [link.column] : []
  })
}

/** What to read of a page's rows: the fields asked for and the keys of the associations to load. */
export function pageFields(
  def: EntityDefinition,
  criteria: Pick<ParsedCriteria, "includes" | "associations">
): string[] {
  return [
    ...selectFields(def, criteria.includes),
    ...linkColumns(def, criteria.associations),
  ]
}

/**
 * Loads the criteria's associations of the rows, each by its own criteria
 * (filter, sort, includes, nested associations; page and limit per row for a
 * to-many one): row id → { association: entity, null or list }.
 */
export async function loadAssociations(
  req: ApiRequest,
  def: EntityDefinition,
  rows: Row[],
  associations: Record<string, ParsedCriteria>
): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>(
    rows.map((r) => [r.id, {}])
  )
  for (const [name, nested] of Object.entries(associations)) {
    const target = entityNamed(def.associations![name].entity)
    const { byParent } = await relatedRows(req, def, name, rows, {
      filters: nested.filters,
      fields: [
        ...selectFields(target, nested.includes),
        ...linkColumns(target, nested.associations),
      ],
      order: Object.keys(nested.order).length ? nested.order : undefined,
    })
    const related = Array.from(
      new Map([...byParent.values()].flat().map((r) => [r.id, r])).values()
    )
    const deeper = nested.associations
      ? await loadAssociations(req, target, related, nested.associations)
      : undefined
    const wire = (r: Row) => ({
      ...toWire(target, r, nested.includes),
      ...deeper?.get(r.id),
    })
    const toOne = def.associations![name].link.kind === "one"
    for (const row of rows) {
      const list = byParent.get(row.id) ?? []
      out.get(row.id)![name] = toOne
        ? list[0]
          ? wire(list[0])
          : null
        : list.slice(nested.skip, nested.skip + nested.take).map(wire)
    }
  }
  return out
}
