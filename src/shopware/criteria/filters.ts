import { escapeLike } from "../../utils/like-pattern"
import type { EntityFields } from "../entities/types"
import { coerceValue, splitList, type ResolvedField } from "./fields"
import { ASSOCIATION_FILTER, type CriteriaSchema, resolvePath } from "./paths"
import { given, type Path, type Problems, toLabel } from "./problems"
import { filterListSchema, filterSchema } from "./schema"

/** One query.graph (MikroORM-style) condition, keyed by whitelisted columns only. */
export type Condition = Record<string, unknown>

/** What parsing needs: the entity, its field table and where problems go. */
export type ParseContext = {
  entityName: string
  fields: EntityFields
  problems: Problems
  schema?: CriteriaSchema
}

/** Joins conditions; a single one stays unwrapped so the query stays minimal. */
export function combine(
  op: "$and" | "$or",
  conditions: Condition[]
): Condition {
  return conditions.length === 1 ? conditions[0] : { [op]: conditions }
}

const isScalar = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value)

/**
 * Shopware's simple form, `filter[name]=value` (query string or body): each
 * key a field, each value what it equals. Numeric keys are nodes of the full
 * form (`filter[0][type]=…`), which a query string may mix in.
 */
function simpleFilterNodes(
  raw: Record<string, unknown>,
  path: Path,
  ctx: ParseContext
): [unknown, Path][] {
  return Object.entries(raw).flatMap(([key, value]): [unknown, Path][] => {
    const at = [...path, key]
    if (/^\d+$/.test(key)) return [[value, at]]
    if (isScalar(value)) return [[{ type: "equals", field: key, value }, at]]
    ctx.problems.add(
      at,
      `"${toLabel(at)}" must be one value: the simple form filters by equality (use an "equalsAny" filter for several), ${given(value)} given.`
    )
    return []
  })
}

/** Parses a filter array (or the simple form); `undefined` when any node was invalid (its problems are recorded). */
export function parseFilterList(
  raw: unknown,
  path: Path,
  ctx: ParseContext
): Condition[] | undefined {
  let nodes: [unknown, Path][]
  // A lone filter node (it has a "type") is a mistake for a list, not the simple form.
  if (
    raw !== null &&
    typeof raw === "object" &&
    !Array.isArray(raw) &&
    !("type" in raw)
  ) {
    nodes = simpleFilterNodes(raw as Record<string, unknown>, path, ctx)
  } else {
    const list = ctx.problems.parse(filterListSchema, raw, path)
    if (!list) {
      return undefined
    }
    nodes = list.map((node, i) => [node, [...path, i]])
  }
  // Every node is parsed, even after a bad one, so all problems are reported at once.
  const conditions = nodes.map(([node, at]) => parseFilter(node, at, ctx))
  return conditions.every((c): c is Condition => c !== undefined)
    ? conditions
    : undefined
}

function parseFilter(
  raw: unknown,
  path: Path,
  ctx: ParseContext
): Condition | undefined {
  const node = ctx.problems.parse(filterSchema, raw, path)
  if (!node) {
    return undefined
  }
  if (node.type === "not" || node.type === "multi") {
    const inner = parseFilterList(node.queries, [...path, "queries"], ctx)
    if (!inner) {
      return undefined
    }
    const joined = combine(node.operator === "or" ? "$or" : "$and", inner)
    return node.type === "not" ? { $not: joined } : joined
  }
  const found = resolvePath(node.field, "filter", ctx)
  if (!found.ok) {
    ctx.problems.add([...path, "field"], found.detail, found.code)
    return undefined
  }
  return throughPath(found.value, (field) => {
    switch (node.type) {
      case "equals":
        return equals(field, node.value, [...path, "value"], ctx)
      case "equalsAny":
        return equalsAny(field, node.value, [...path, "value"], ctx)
      case "range":
        return range(field, node.parameters, path, ctx)
      default:
        return like(node.type, field, node.value, path, ctx)
    }
  })
}

/**
 * A condition on a field reached through associations: the condition on the
 * related entity's field, wrapped once per association passed; the search
 * turns each wrap into a condition on ids before the query runs.
 */
function throughPath(
  field: ResolvedField,
  build: (field: ResolvedField) => Condition | undefined
): Condition | undefined {
  if (!field.via) return build(field)
  const inner = throughPath(field.via.target, build)
  return (
    inner && {
      [ASSOCIATION_FILTER]: {
        association: field.via.association,
        condition: inner,
      },
    }
  )
}

// Wraps coerceValue so a bad value is recorded with its pointer; `undefined` means invalid.
function check(
  field: ResolvedField,
  value: unknown,
  path: Path,
  ctx: ParseContext
): { value: unknown } | undefined {
  const result = coerceValue(field, value)
  if (result.ok) {
    return { value: result.value }
  }
  ctx.problems.add(
    path,
    `"${toLabel(path)}" for field "${field.name}" ${result.detail}.`,
    result.code
  )
  return undefined
}

function equals(
  field: ResolvedField,
  value: unknown,
  path: Path,
  ctx: ParseContext
): Condition | undefined {
  if (value === null) {
    return { [field.column]: null }
  }
  const checked = check(field, value, path, ctx)
  if (!checked) {
    return undefined
  }
  // For an array column, "equals" means "holds this element".
  return field.type === "string[]"
    ? { [field.column]: { $contains: [checked.value] } }
    : { [field.column]: { $eq: checked.value } }
}

function equalsAny(
  field: ResolvedField,
  value: unknown,
  path: Path,
  ctx: ParseContext
): Condition | undefined {
  const items =
    typeof value === "string"
      ? splitList(value, "|")
      : Array.isArray(value)
        ? value
        : undefined
  if (!items || items.length === 0) {
    const what = items
      ? "must contain at least one value"
      : `must be an array of values or a string "a|b|c", ${given(value)} given`
    ctx.problems.add(path, `"${toLabel(path)}" ${what}.`)
    return undefined
  }
  const itemPath = (j: number): Path =>
    typeof value === "string" ? path : [...path, j]
  const checked = items.map((item, j) => check(field, item, itemPath(j), ctx))
  if (!checked.every((c): c is { value: unknown } => c !== undefined)) {
    return undefined
  }
  const values = checked.map((c) => c.value)
  if (field.type === "string[]") {
    return combine(
      "$or",
      values.map((v) => ({ [field.column]: { $contains: [v] } }))
    )
  }
  return { [field.column]: { $in: values } }
}

function like(
  type: "contains" | "prefix" | "suffix",
  field: ResolvedField,
  value: string,
  path: Path,
  ctx: ParseContext
): Condition | undefined {
  if (field.type !== "string") {
    ctx.problems.add(
      [...path, "field"],
      `Filter type "${type}" works on string fields only; field "${field.name}" is of type ${field.type}.`
    )
    return undefined
  }
  const text = escapeLike(value)
  const pattern =
    type === "prefix"
      ? `${text}%`
      : type === "suffix"
        ? `%${text}`
        : `%${text}%`
  return { [field.column]: { $ilike: pattern } }
}

const RANGE_TYPES = ["integer", "number", "date"]
const BOUNDS = ["gt", "gte", "lt", "lte"] as const

function range(
  field: ResolvedField,
  parameters: Partial<Record<(typeof BOUNDS)[number], unknown>>,
  path: Path,
  ctx: ParseContext
): Condition | undefined {
  if (!RANGE_TYPES.includes(field.type)) {
    ctx.problems.add(
      [...path, "field"],
      `Filter type "range" works on ${RANGE_TYPES.join(", ")} fields only; ` +
        `field "${field.name}" is of type ${field.type}.`
    )
    return undefined
  }
  const operators: Record<string, unknown> = {}
  let valid = true
  for (const bound of BOUNDS) {
    if (parameters[bound] === undefined) {
      continue
    }
    const checked = check(
      field,
      parameters[bound],
      [...path, "parameters", bound],
      ctx
    )
    if (checked) {
      operators[`$${bound}`] = checked.value
    } else {
      valid = false
    }
  }
  return valid ? { [field.column]: operators } : undefined
}
