import { CRITERIA_LIMITS as MAX } from "../../../src/shopware/criteria/limits"
import type {
  EntityAssociation,
  EntityDefinition,
} from "../../../src/shopware/entities/definition"
import { ENTITIES } from "../../../src/shopware/entities/registry"
import { hostileText } from "./hostile-text"

/** One search criteria at a limit, by what it stresses. */
export type CriteriaCase = {
  label: string
  criteria: Record<string, unknown>
  /** Cases of one ladder grow: once one breaks the budget, the larger ones are not sent. */
  ladder?: string
}

const HEX = "ab".repeat(16)
const entityByPath = (path: string) => ENTITIES.find((d) => d.path === path)
const stringFields = (def: EntityDefinition) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.type === "string" && f.filterable !== false)
    .map(([name]) => name)

/** Fields to group by: those of the associations first (their rows multiply the buckets), then the entity's own. */
function termsFields(def: EntityDefinition): string[] {
  const through = Object.entries(def.associations ?? {}).flatMap(
    ([name, a]) => {
      const other = ENTITIES.find((d) => d.name === a.entity)
      return other ? stringFields(other).map((f) => `${name}.${f}`) : []
    }
  )
  return [...through, ...stringFields(def), "id"]
}

/** `depth` terms aggregations, each inside the one before, over `fields` in turn. */
function nestedTerms(fields: string[], depth: number) {
  let inner: Record<string, unknown> | undefined
  for (let level = depth - 1; level >= 0; level--) {
    inner = {
      name: `level${level}`,
      type: "terms",
      field: fields[level % fields.length],
      ...(inner && { aggregation: inner }),
    }
  }
  return [inner]
}

/** Associations nested `depth` levels, following the entity's associations (and back) as far as they go. */
function nestedAssociations(def: EntityDefinition, depth: number) {
  const chain: string[] = []
  let at: EntityDefinition | undefined = def
  while (at && chain.length < depth) {
    const first: [string, EntityAssociation] | undefined = Object.entries(
      at.associations ?? {}
    )[0]
    const [name, assoc] = first ?? []
    if (!name || !assoc) break
    chain.push(name)
    const entity: string = assoc.entity
    at = ENTITIES.find((d) => d.name === entity)
  }
  return chain.reduceRight<Record<string, unknown>>(
    (inner, name) => ({ [name]: { associations: inner, limit: 500 } }),
    {}
  )
}

function nestedFilter(type: "multi" | "not", levels: number, leaf: unknown) {
  let node = leaf
  for (let i = 1; i < levels; i++)
    node = { type, operator: "or", queries: [node] }
  return node
}

/**
 * Criteria of the entity at `entityPath` at every documented limit
 * (CRITERIA_LIMITS): filters nested to the deepest level and as many as
 * allowed, sorts, aggregations nested and side by side, associations nested,
 * the longest term, as many ids as fit in `bytes`.
 */
export function criteriaCases(
  entityPath: string,
  bytes: number
): CriteriaCase[] {
  const def = entityByPath(entityPath)
  if (!def) return []
  const texts = stringFields(def)
  const text = texts[0] ?? "id"
  const leaf = {
    type: "contains",
    field: text,
    value: hostileText("combining", { units: 255 }),
  }
  const idsThatFit = Math.floor((bytes - 200) / 35)
  const perFilter = Math.max(1, Math.floor(idsThatFit / MAX.filterNodes))
  const terms = termsFields(def)
  const cases: CriteriaCase[] = [
    {
      label: `filters nested ${MAX.filterDepth} deep (multi, not)`,
      criteria: {
        filter: [
          nestedFilter("multi", MAX.filterDepth, leaf),
          nestedFilter("not", MAX.filterDepth, leaf),
        ],
      },
    },
    {
      label: `${MAX.filterNodes} equalsAny filters filling the body`,
      criteria: {
        filter: Array.from({ length: MAX.filterNodes }, () => ({
          type: "equalsAny",
          field: "id",
          value: Array(perFilter).fill(HEX),
        })),
      },
    },
    {
      label: `${MAX.sorts} natural sorts, limit 500`,
      criteria: {
        limit: 500,
        sort: Array.from({ length: MAX.sorts }, (_, i) => ({
          field: [...texts, "id"][i % (texts.length + 1)],
          order: i % 2 ? "DESC" : "ASC",
          naturalSorting: true,
        })),
      },
    },
    {
      label: `${MAX.aggregations} terms aggregations side by side`,
      criteria: {
        aggregations: Array.from({ length: MAX.aggregations }, (_, i) => ({
          name: `terms${i}`,
          type: "terms",
          field: terms[i % terms.length],
        })),
      },
    },
    ...[4, 7, MAX.aggregations].map((depth) => ({
      label: `${depth} terms aggregations nested (${terms.slice(0, 2).join(", ")}, …)`,
      criteria: { limit: 1, aggregations: nestedTerms(terms, depth) },
      ladder: "nested terms",
    })),
    {
      label: `associations nested up to ${MAX.associations} levels`,
      criteria: { associations: nestedAssociations(def, MAX.associations) },
    },
    {
      label: "grouping by a text field, exact total",
      criteria: { grouping: [text], "total-count-mode": "exact", limit: 500 },
    },
    ...([{ units: 10_000 }, { bytes: bytes - 200 }] as const).map((size) => ({
      label: `term of ${"units" in size ? `${size.units} units` : "the whole body"} of RTL text`,
      criteria: { term: hostileText("rtl", size) },
      ladder: "term",
    })),
    {
      label: `${idsThatFit} ids`,
      criteria: { ids: Array(idsThatFit).fill(HEX) },
    },
  ]
  return cases
}
