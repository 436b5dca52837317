import type { ParsedCriteria } from "../../criteria"
import { ApiError, ApiErrorCode } from "../../errors"
import type { ApiRequest } from "../../routes/types"
import type { EntityDefinition } from "../definition"
import { selectFields, toWire } from "../serialize"
import { distinctRows, relatedRows } from "./related-rows"
import { entityNamed } from "./schema"
import type { EntityRow } from "../types"

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
 * The most related entities one answer may hold. JSON repeats an entity
 * wherever it is reached, so a cycle (integration.aclRoles.integrations…)
 * multiplies the answer with each level; this stops it before it is built.
 */
export const MAX_ASSOCIATED_ENTITIES = 20_000

type Loaded = {
  values: Map<string, Record<string, unknown>>
  /** Related entities an answer shows under each row, all levels counted. */
  weight: Map<string, number>
}

/**
 * Loads the criteria's associations of the rows, each by its own criteria
 * (filter, sort, includes, nested associations; page and limit per row for a
 * to-many one): row id → { association: entity, null or list }.
 */
export async function loadAssociations(
  req: ApiRequest,
  def: EntityDefinition,
  rows: EntityRow[],
  associations: Record<string, ParsedCriteria>
): Promise<Map<string, Record<string, unknown>>> {
  return (await load(req, def, rows, associations)).values
}

function tooMany(total: number): ApiError {
  return new ApiError({
    status: 400,
    code: ApiErrorCode.CRITERIA_LIMIT_EXCEEDED,
    detail: `The answer would hold ${total.toLocaleString("en")} associated entities, more than ${MAX_ASSOCIATED_ENTITIES.toLocaleString("en")}; give the associations a "limit", fewer levels, or page the search.`,
    pointer: "/associations",
    meta: { limit: "associatedEntities", max: MAX_ASSOCIATED_ENTITIES },
  })
}

async function load(
  req: ApiRequest,
  def: EntityDefinition,
  rows: EntityRow[],
  associations: Record<string, ParsedCriteria>
): Promise<Loaded> {
  const values = new Map<string, Record<string, unknown>>(
    rows.map((r) => [r.id, {}])
  )
  const weight = new Map<string, number>(rows.map((r) => [r.id, 0]))
  for (const [name, nested] of Object.entries(associations)) {
    const target = entityNamed(def.associations![name].entity)
    const { byParent } = await relatedRows(req, def, name, rows, {
      filters: nested.filters,
      fields: pageFields(target, nested),
      order: Object.keys(nested.order).length ? nested.order : undefined,
    })
    const toOne = def.associations![name].link.kind === "one"
    const kept = new Map(
      rows.map((row) => {
        const list = byParent.get(row.id) ?? []
        return [
          row.id,
          toOne
            ? list.slice(0, 1)
            : list.slice(nested.skip, nested.skip + nested.take),
        ]
      })
    )
    const related = distinctRows(kept.values())
    const deeper = nested.associations
      ? await load(req, target, related, nested.associations)
      : undefined
    let total = 0
    for (const row of rows) {
      const added = kept
        .get(row.id)!
        .reduce((n, r) => n + 1 + (deeper?.weight.get(r.id) ?? 0), 0)
      weight.set(row.id, weight.get(row.id)! + added)
      total += weight.get(row.id)!
    }
    if (total > MAX_ASSOCIATED_ENTITIES) throw tooMany(total)
    const wire = (r: EntityRow) => ({
      ...toWire(target, r, nested.includes),
      ...deeper?.values.get(r.id),
    })
    for (const row of rows) {
      const list = kept.get(row.id)!
      values.get(row.id)![name] = toOne
        ? list[0]
          ? wire(list[0])
          : null
        : list.map(wire)
    }
  }
  return { values, weight }
}
