import { ASSOCIATION_FILTER } from "../../criteria/paths"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { matchedRows } from "../matched-rows"
import { linkedRows } from "./row-links"
import { readableEntity } from "./schema"
import { isRecord } from "../../../utils/is-record"

type Condition = Record<string, unknown>

/** Who reads: the request's container and caller (a route's request, or what a sync run holds of it). */
export type Reader = Pick<ApiRequest, "scope" | "apiActor">
type Through = { association: string; condition: Condition }

/**
 * Replaces every condition through an association (`aclRoles.name = "x"`)
 * by a condition on this entity's ids or foreign key, read from the related
 * entity first; query.graph then sees plain columns only.
 */
export async function resolveAssociationFilters(
  req: Reader,
  def: EntityDefinition,
  condition: Condition
): Promise<Condition> {
  if (Object.prototype.hasOwnProperty.call(condition, ASSOCIATION_FILTER))
    return through(req, def, condition[ASSOCIATION_FILTER] as Through)
  const entries = await Promise.all(
    Object.entries(condition).map(async ([key, value]) => {
      if ((key === "$and" || key === "$or") && Array.isArray(value))
        return [
          key,
          await Promise.all(
            value.map((c) => resolveAssociationFilters(req, def, c))
          ),
        ]
      if (key === "$not" && isRecord(value))
        return [key, await resolveAssociationFilters(req, def, value)]
      return [key, value]
    })
  )
  return Object.fromEntries(entries)
}

async function through(
  req: Reader,
  def: EntityDefinition,
  { association, condition }: Through
): Promise<Condition> {
  const link = def.associations![association].link
  const target = readableEntity(
    req.apiActor,
    def.associations![association].entity
  )
  const inner = await resolveAssociationFilters(req, target, condition)
  const why = `filtering by ${association}`
  if (link.kind === "one") {
    const rows = await matchedRows(req.scope, target, inner, ["id"], why)
    return { [link.column]: { $in: rows.map((r) => r.id) } }
  }
  const back = link.kind === "many" ? link.column : `${link.inverse}.id`
  const rows = await matchedRows(req.scope, target, inner, ["id", back], why)
  const ids = rows.flatMap((r) =>
    link.kind === "many"
      ? [r[link.column]]
      : linkedRows(r, link.inverse).map((p) => p.id)
  )
  return { id: { $in: Array.from(new Set(ids)) } }
}
