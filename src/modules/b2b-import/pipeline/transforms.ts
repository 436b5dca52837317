import { format as formatDate, isValid, parse as parseDate } from "date-fns"
import type { TransformStep } from "../schemas"
import type { DECIMAL_SEPARATORS } from "../types"
import type { RowErrorCode } from "./types"

/** A decimal separator a profile or a number step can name. */
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number]

/** The outcome of a transform chain: the new value, or why the value could not be read. */
export type TransformResult =
  | { ok: true; value: string | undefined }
  | { ok: false; code: RowErrorCode; message: string }

/** What the chain needs besides the value; `dotDecimal`: the value's decimals are always "." (JSON numbers, XML). */
export type TransformContext = {
  decimalSeparator: DecimalSeparator
  dotDecimal?: boolean
}

// Spaces, no-break spaces and thin spaces are accepted as thousands separators ("1 234,56").
const SPACES = /[\s\u00a0\u2009\u202f]/g
const ISO_DATE = "yyyy-MM-dd"
const SAMPLE_DATE = new Date(2024, 11, 24)

const isEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === ""

/** The clerk's message for a value that is not a number. */
export function notANumberMessage(
  value: string,
  decimalSeparator: DecimalSeparator
): string {
  return `'${value}' is not a number; use digits with '${decimalSeparator}' as decimal separator`
}

/** A number as written in the file, normalised to a plain decimal string with "." ("1.234,56" → "1234.56"); null if it is none. */
function normaliseDecimal(
  text: string,
  decimalSeparator: DecimalSeparator
): string | null {
  const compact = text.replace(SPACES, "")
  const dec = decimalSeparator === "," ? "," : "\\."
  const thousands = decimalSeparator === "," ? "\\." : ","
  const match = new RegExp(
    `^([+-]?)(\\d{1,3}(?:${thousands}\\d{3})+|\\d+)?(?:${dec}(\\d+))?$`
  ).exec(compact)
  if (!match || (match[2] === undefined && match[3] === undefined)) return null
  const whole = (match[2] ?? "0").replace(/\D/g, "")
  return `${match[1] === "-" ? "-" : ""}${whole}${match[3] !== undefined ? `.${match[3]}` : ""}`
}

/** A number as written in the file, or null if it is none. */
export function parseDecimal(
  text: string,
  decimalSeparator: DecimalSeparator
): number | null {
  const normal = normaliseDecimal(text, decimalSeparator)
  return normal === null ? null : Number(normal)
}

function toIsoDate(value: string, pattern: string): TransformResult {
  let example: string
  try {
    example = formatDate(SAMPLE_DATE, pattern)
  } catch {
    return {
      ok: false,
      code: "INVALID_DATE",
      message: `The date format '${pattern}' in the field mapping is not valid; use e.g. dd.MM.yyyy`,
    }
  }
  const date = parseDate(value.trim(), pattern, SAMPLE_DATE)
  if (!isValid(date)) {
    return {
      ok: false,
      code: "INVALID_DATE",
      message: `'${value}' is not a date in the format ${pattern} (e.g. ${example})`,
    }
  }
  return { ok: true, value: formatDate(date, ISO_DATE) }
}

function applyStep(
  value: string | undefined,
  step: TransformStep,
  ctx: TransformContext
): TransformResult {
  switch (step.type) {
    case "trim":
      return { ok: true, value: value?.trim() }
    case "upper":
      return { ok: true, value: value?.toUpperCase() }
    case "lower":
      return { ok: true, value: value?.toLowerCase() }
    case "default":
      return { ok: true, value: isEmpty(value) ? step.value : value }
    case "map":
      // Values without an entry pass unchanged, so a map only needs the values that differ.
      return {
        ok: true,
        value:
          value !== undefined &&
          Object.prototype.hasOwnProperty.call(step.values, value)
            ? step.values[value]
            : value,
      }
    case "number": {
      if (value === undefined || isEmpty(value)) return { ok: true, value }
      const separator = ctx.dotDecimal
        ? "."
        : (step.decimalSeparator ?? ctx.decimalSeparator)
      const normal = normaliseDecimal(value, separator)
      if (normal === null)
        return {
          ok: false,
          code: "INVALID_NUMBER",
          message: notANumberMessage(value, separator),
        }
      return { ok: true, value: normal }
    }
    case "date":
      return value === undefined || isEmpty(value)
        ? { ok: true, value }
        : toIsoDate(value, step.format)
  }
}

/** Runs a field mapping's transform chain over one raw value, in order; stops at the first value it cannot read. */
export function applyTransforms(
  raw: string | undefined,
  steps: TransformStep[] | null,
  ctx: TransformContext
): TransformResult {
  let value = raw
  for (const step of steps ?? []) {
    const result = applyStep(value, step, ctx)
    if (!result.ok) return result
    value = result.value
  }
  return { ok: true, value }
}
