import type { EntityField, EntityFields } from "../entities/types"
import { HEX_ID_PATTERN } from "../../modules/api-access/schemas"
import { ApiErrorCode } from "../errors"
import { given } from "./problems"
import { toBoolean } from "./schema"

/**
 * A field of the entity's table together with its wire name; `via` when it
 * is reached through an association (`aclRoles.name`).
 */
export type ResolvedField = EntityField & {
  name: string
  via?: { association: string; entity: string; target: ResolvedField }
}

/** What a field is used for; each use has its own whitelist. */
export type FieldUse = "filter" | "sort" | "include" | "aggregate" | "group"

const VERBS: Record<FieldUse, string> = {
  filter: "filtered",
  sort: "sorted",
  include: "included",
  aggregate: "aggregated",
  group: "grouped",
}

/** Outcome of a lookup or coercion: a value, or words for the client and an error code. */
export type Checked<T> =
  { ok: true; value: T } | { ok: false; detail: string; code?: string }

/** Without a code, the problem gets the code of the criteria part it is in (problems.ts). */
type Failure = { ok: false; detail: string; code?: string }
const fail = (detail: string, code?: string): Failure => ({
  ok: false,
  detail,
  code,
})

/** Filterable unless the table says otherwise; json has no meaningful comparison. */
function isFilterable(field: EntityField): boolean {
  return field.filterable ?? field.type !== "json"
}

/** Sortable unless the table says otherwise; json and arrays have no natural order. */
function isSortable(field: EntityField): boolean {
  return field.sortable ?? (field.type !== "json" && field.type !== "string[]")
}

/** Which fields each use takes. Aggregations and grouping are computed in memory, so any comparable field serves. */
const ALLOWED: Record<FieldUse, (field: EntityField) => boolean> = {
  filter: isFilterable,
  sort: isSortable,
  include: () => true,
  aggregate: (f) => f.type !== "json",
  group: (f) => f.type !== "json",
}

/**
 * Finds a field by wire name, also in Shopware's `<entity>.<field>` form, and
 * checks it may be used this way. Only fields of the table ever become columns.
 */
export function resolveField(
  name: string,
  use: FieldUse,
  entityName: string,
  fields: EntityFields
): Checked<ResolvedField> {
  const prefix = `${entityName}.`
  const wire = name.startsWith(prefix) ? name.slice(prefix.length) : name
  const field = Object.prototype.hasOwnProperty.call(fields, wire)
    ? fields[wire]
    : undefined
  const names = Object.keys(fields)
  if (!field) {
    return fail(
      `Unknown field "${name}" on entity ${entityName}. Known fields: ${names.join(", ")}.`,
      ApiErrorCode.UNMAPPED_FIELD
    )
  }
  const allowed = ALLOWED[use]
  if (!allowed(field)) {
    const verb = VERBS[use]
    const usable = names.filter((n) => allowed(fields[n]))
    return fail(
      `Field "${wire}" (${field.type}) of entity ${entityName} cannot be ${verb} by. ` +
        `Fields that can be ${verb} by: ${usable.join(", ")}.`
    )
  }
  return { ok: true, value: { ...field, name: wire } }
}

/** Splits the `a|b|c` shorthand Shopware accepts for lists in one string. */
export function splitList(value: string, separator: string): string[] {
  // Like Shopware's array_filter(explode()): empty parts are dropped, the rest kept verbatim.
  return value.split(separator).filter((part) => part !== "")
}

const DECIMAL = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** Whether a value is a Shopware id: 32 lowercase hex characters. */
export function isHexId(value: unknown): value is string {
  return typeof value === "string" && HEX_ID_PATTERN.test(value)
}

/** Reads an ISO 8601 date or date-time; without an offset it is UTC, as Shopware stores dates. */
function parseIsoDate(value: string): Date | undefined {
  const m = ISO_DATE.exec(value)
  if (!m) return undefined
  const [, y, mo, d, h = "00", mi = "00", s = "00", fraction = "", zone = "Z"] =
    m
  const offset =
    zone === "Z" || zone.includes(":")
      ? zone
      : `${zone.slice(0, 3)}:${zone.slice(3)}`
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${offset}`)
  // Date rolls 2024-02-30 over to March; a calendar mismatch means the input was no real date.
  const utc = new Date(Date.UTC(+y, +mo - 1, +d))
  const real =
    utc.getUTCFullYear() === +y &&
    utc.getUTCMonth() === +mo - 1 &&
    utc.getUTCDate() === +d
  return real && +h < 24 && +mi < 60 && +s < 60 && !Number.isNaN(date.getTime())
    ? date
    : undefined
}

function toNumber(value: unknown): number | undefined {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && DECIMAL.test(value)
        ? Number(value)
        : NaN
  return Number.isFinite(n) ? n : undefined
}

/**
 * Turns a client value into the JS value for the field's column, or explains
 * why it does not fit. Never returns objects taken from the request.
 */
export function coerceValue(
  field: ResolvedField,
  value: unknown
): Checked<unknown> {
  const got = `${given(value)} given`
  switch (field.type) {
    case "id":
      return isHexId(value)
        ? { ok: true, value }
        : fail(
            `must be an id of 32 lowercase hexadecimal characters, ${got}`,
            ApiErrorCode.INVALID_UUID
          )
    case "string":
    case "string[]":
      return typeof value === "string"
        ? { ok: true, value }
        : fail(`must be a string, ${got}`)
    case "boolean": {
      const b = toBoolean(value)
      return b === undefined
        ? fail(`must be true or false (or "1"/"0"), ${got}`)
        : { ok: true, value: b }
    }
    case "integer": {
      const n = toNumber(value)
      return n !== undefined && Number.isSafeInteger(n)
        ? { ok: true, value: n }
        : fail(`must be a whole number, ${got}`)
    }
    case "number": {
      const n = toNumber(value)
      return n === undefined
        ? fail(`must be a number, ${got}`)
        : { ok: true, value: n }
    }
    case "date": {
      const d = typeof value === "string" ? parseIsoDate(value) : undefined
      return d
        ? { ok: true, value: d }
        : fail(
            `must be an ISO 8601 date such as 2024-05-31 or 2024-05-31T12:00:00Z, ${got}`
          )
    }
    case "json":
      // Objects under a json column would become JSON-path queries built from client keys.
      return fail(
        `cannot be compared; a json field can only be tested for null, ${got}`
      )
  }
}
