import { containsPattern } from "../../utils/like-pattern"
import { ApiErrorCode } from "../errors"
import { type FieldUse, isHexId, type ResolvedField, splitList } from "./fields"
import { combine, type Condition, type ParseContext } from "./filters"
import { resolvePath } from "./paths"
import { given, type Path, type Problems } from "./problems"
import { includesSchema, stringListSchema, termSchema } from "./schema"

/** Conditions joined by AND; none is no condition. */
export const and = (conditions: Condition[]) =>
  conditions.length ? combine("$and", conditions) : {}

export function readRoot(
  input: unknown,
  problems: Problems
): Record<string, unknown> {
  if (input === undefined || input === null) {
    return {}
  }
  if (typeof input !== "object" || Array.isArray(input)) {
    problems.add([], `The criteria must be an object, ${given(input)} given.`)
    return {}
  }
  return input as Record<string, unknown>
}

// `ids` narrows to the given primary keys; the table names its primary key "id".
export function parseIds(
  raw: unknown,
  pc: ParseContext
): { condition?: Condition; count: number } | undefined {
  const list =
    typeof raw === "string"
      ? splitList(raw, "|")
      : pc.problems.parse(stringListSchema, raw, ["ids"])
  if (!list) {
    return undefined
  }
  let valid = true
  // Medusa's own entities (users, its roles under RBAC) have ids of their own form.
  const hexIds = (pc.fields.id?.type ?? "id") === "id"
  list.forEach((id, j) => {
    if (hexIds ? !isHexId(id) : !/^[0-9A-Za-z_]{1,80}$/.test(id)) {
      valid = false
      const detail = hexIds
        ? `"ids" must contain ids of 32 lowercase hexadecimal characters, ${given(id)} given.`
        : `"ids" must contain ids of letters, digits and _, ${given(id)} given.`
      pc.problems.add(
        typeof raw === "string" ? ["ids"] : ["ids", j],
        detail,
        ApiErrorCode.INVALID_UUID
      )
    }
  })
  // Shopware ignores an empty id list rather than matching nothing.
  const unique = Array.from(new Set(list))
  return valid && unique.length
    ? {
        condition: { [pc.fields.id?.column ?? "id"]: { $in: unique } },
        count: unique.length,
      }
    : { count: 0 }
}

export function parseTerm(
  raw: unknown,
  pc: ParseContext
): Condition | undefined {
  const term = pc.problems.parse(termSchema, raw, ["term"])?.trim()
  if (!term) {
    return undefined
  }
  const searchable = Object.values(pc.fields).filter((f) => f.searchable)
  if (!searchable.length) {
    pc.problems.add(
      ["term"],
      `Entity ${pc.entityName} has no searchable fields, so "term" cannot be used; use a "contains" filter instead.`
    )
    return undefined
  }
  const pattern = containsPattern(term)
  return combine(
    "$or",
    searchable.map((f) => ({ [f.column]: { $ilike: pattern } }))
  )
}

// Only the list for this entity matters here; an association's criteria reads its own entity's list.
// Association names may be listed too: a loaded association is shown only when the list names it.
export function parseIncludes(
  raw: unknown,
  pc: ParseContext,
  associations: string[]
): string[] | undefined {
  const map = pc.problems.parse(includesSchema, raw, ["includes"])
  const own =
    map && Object.prototype.hasOwnProperty.call(map, pc.entityName)
      ? map[pc.entityName]
      : undefined
  if (own === undefined || own === null) {
    return undefined
  }
  const linked = (name: unknown) =>
    typeof name === "string" && associations.includes(name.trim())
  const list =
    typeof own === "string" ? own.split(",").map((n) => n.trim()) : own
  const fields = Array.isArray(list)
    ? parseFieldList(
        list.filter((n) => !linked(n)),
        ["includes", pc.entityName],
        "include",
        pc
      )
    : parseFieldList(own, ["includes", pc.entityName], "include", pc)
  const names = Array.isArray(list) ? (list.filter(linked) as string[]) : []
  return fields && [...fields.map((f) => f.name), ...names]
}

/** A list of field names (array or comma-separated), each resolved for its use; duplicates dropped. */
export function parseFieldList(
  raw: unknown,
  path: Path,
  use: FieldUse,
  pc: ParseContext
): ResolvedField[] | undefined {
  const names =
    typeof raw === "string"
      ? raw
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
      : pc.problems.parse(stringListSchema, raw, path)
  const found: ResolvedField[] = []
  names?.forEach((name, j) => {
    const field = resolvePath(name, use, pc)
    if (!field.ok) {
      pc.problems.add(
        typeof raw === "string" ? path : [...path, j],
        field.detail,
        field.code
      )
    } else if (!found.some((f) => f.name === field.value.name)) {
      found.push(field.value)
    }
  })
  return names ? found : undefined
}
