import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Row } from "../../criteria/aggregations/values"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { matchedRows } from "../matched-rows"
import { resolveAssociationFilters } from "./filters"
import { readableEntity } from "./schema"

type Options = {
  /** Conditions on the related rows (association paths allowed). */
  filters?: Record<string, unknown>
  /** Fields of the related entity to read (its id is always read). */
  fields: string[]
  order?: Record<string, "ASC" | "DESC">
}

const unique = <T>(values: T[]) => Array.from(new Set(values))

/** Each related row once, from the lists of several parents (a row may belong to many). */
export function distinctRows(lists: Iterable<Row[]>): Row[] {
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
  parents: Row[],
  opts: Options
): Promise<{ target: EntityDefinition; byParent: Map<string, Row[]> }> {
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
  const byParent = new Map<string, Row[]>()
  if (!parents.length) return { target, byParent }
  const link = association.link
  if (link.kind === "one") {
    const rows = await read({
      id: unique(parents.map((p) => p[link.column]).filter(Boolean)),
    })
    const byId = new Map(rows.map((r) => [r.id, r]))
    for (const p of parents) {
      const row = byId.get(p[link.column])
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
      (data as Row[]).map((p) => [
        p.id,
        new Set<string>((p[link.relation] ?? []).map((r: Row) => r.id)),
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
