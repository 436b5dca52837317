import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { matchedRows } from "../matched-rows"
import { resolveAssociationFilters } from "./filters"
import { linkedId, linkedRows } from "./row-links"
import { readableEntity } from "./schema"
import type { EntityRow } from "../types"

type Options = {
  /** Conditions on the related rows (association paths allowed). */
  filters?: Record<string, unknown>
  /** Fields of the related entity to read (its id is always read). */
  fields: string[]
  order?: Record<string, "ASC" | "DESC">
}

const unique = <T>(values: T[]) => Array.from(new Set(values))

/** Each related row once, from the lists of several parents (a row may belong to many). */
export function distinctRows(lists: Iterable<EntityRow[]>): EntityRow[] {
  return Array.from(new Map([...lists].flat().map((r) => [r.id, r])).values())
}
const and = (a: Record<string, unknown>, b?: Record<string, unknown>) =>
  b && Object.keys(b).length ? { $and: [a, b] } : a

/**
 * The rows of an association for each parent row, in the related entity's
 * order. The caller must be allowed to read the related entity, as Shopware's
 * ACL checks every entity a criteria reaches.
 */
export async function relatedRows(
  req: ApiRequest,
  def: EntityDefinition,
  name: string,
  parents: EntityRow[],
  opts: Options
): Promise<{ target: EntityDefinition; byParent: Map<string, EntityRow[]> }> {
  const association = def.associations![name]
  const target = readableEntity(req.apiActor, association.entity)
  const filters = opts.filters
    ? await resolveAssociationFilters(req, target, opts.filters)
    : undefined
  const order = opts.order ?? target.defaultSort ?? { id: "ASC" }
  const read = (condition: Record<string, unknown>, extra: string[] = []) =>
    matchedRows(
      req.scope,
      target,
      and(condition, filters),
      unique(["id", ...opts.fields, ...extra]),
      `loading ${name}`,
      order
    )
  const byParent = new Map<string, EntityRow[]>()
  if (!parents.length) return { target, byParent }
  const link = association.link
  if (link.kind === "one") {
    const rows = await read({
      id: unique(parents.map((p) => linkedId(p, link.column)).filter(Boolean)),
    })
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const p of parents) {
      const id = linkedId(p, link.column)
      const row = id === undefined ? undefined : byId.get(id)
      byParent.set(p.id, row ? [row] : [])
    }
  } else if (link.kind === "many") {
    const ids = parents.map((p) => p.id)
    const rows = await read({ [link.column]: ids }, [link.column])
    for (const p of parents) byParent.set(p.id, [])
    for (const r of rows) byParent.get(r[link.column] as string)?.push(r)
  } else {
    const { data } = await req.scope
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: def.graphEntity,
        fields: ["id", `${link.relation}.id`],
        filters: { id: parents.map((p) => p.id) },
      })
    const linked = new Map(
      (data as EntityRow[]).map((p) => [
        p.id,
        new Set(linkedRows(p, link.relation).map((r) => r.id)),
      ])
    )
    const rows = await read({
      id: unique([...linked.values()].flatMap((set) => [...set])),
    })
    // By position, not rows.filter per parent: that was parents × rows (10^10 at the row ceiling).
    const position = new Map(rows.map((r, i) => [r.id, i]))
    for (const p of parents) {
      const at = [...(linked.get(p.id) ?? [])]
        .map((id) => position.get(id))
        .filter((i): i is number => i !== undefined)
        .sort((x, y) => x - y)
      byParent.set(
        p.id,
        at.map((i) => rows[i])
      )
    }
  }
  return { target, byParent }
}
