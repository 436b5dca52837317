import { z } from "@medusajs/framework/zod"
import { given } from "../problems"
import { toBoolean } from "../schema"
import { FORMAT_LETTERS } from "./php-date"
import { AGGREGATION_TYPES, HISTOGRAM_INTERVALS } from "./types"

const text = (what: string) =>
  z.string({ error: (iss) => `must be ${what}, ${given(iss.input)} given` })

/** Shopware: a non-empty, non-numeric name without "?" or ":" (they separate names in its SQL aliases). */
export const nameSchema = text("a name")
  .min(1, { error: "must be a non-empty name" })
  .refine((n) => !/^\s*-?\d+(\.\d+)?\s*$/.test(n), {
    error: (iss) => `must not be a number, ${given(iss.input)} given`,
  })
  .refine((n) => !/[?:]/.test(n), {
    error: (iss) =>
      `must not contain a question mark or colon, ${given(iss.input)} given`,
  })
  .refine((n) => n.length <= 100, { error: "must be at most 100 characters" })

export const typeSchema = z.enum(AGGREGATION_TYPES, {
  error: (iss) =>
    `must be one of ${AGGREGATION_TYPES.join(", ")}, ${given(iss.input)} given`,
})

const numeric = (v: unknown) =>
  typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v

/** `limit` of a terms aggregation: the most buckets returned. */
export const bucketLimitSchema = z.preprocess(
  numeric,
  z
    .int({
      error: (iss) => `must be a whole number, ${given(iss.input)} given`,
    })
    .min(1, { error: (iss) => `must be at least 1, ${given(iss.input)} given` })
    .max(500, {
      error: (iss) => `must be at most 500, ${given(iss.input)} given`,
    })
)

/** `sort` of a terms or histogram aggregation. */
export const bucketSortSchema = z.strictObject(
  {
    field: text("a field name or _count"),
    order: z
      .string()
      .refine((o) => ["ASC", "DESC"].includes(o.toUpperCase()), {
        error: (iss) => `must be "ASC" or "DESC", ${given(iss.input)} given`,
      })
      .optional(),
    naturalSorting: z
      .custom<unknown>((v) => toBoolean(v) !== undefined, {
        error: (iss) => `must be true or false, ${given(iss.input)} given`,
      })
      .optional(),
  },
  { error: () => "must be an object with field, order and naturalSorting" }
)

export const intervalSchema = z.enum(HISTOGRAM_INTERVALS, {
  error: (iss) =>
    `must be one of ${HISTOGRAM_INTERVALS.join(", ")}, ${given(iss.input)} given`,
})

function unsupportedLetters(format: string): string[] {
  const found = new Set<string>()
  for (let i = 0; i < format.length; i++) {
    if (format[i] === "\\") i++
    else if (/[A-Za-z]/.test(format[i]) && !FORMAT_LETTERS.includes(format[i]))
      found.add(format[i])
  }
  return [...found]
}

export const formatSchema = text("a PHP date format such as Y-m-d")
  .max(50, { error: "must be at most 50 characters" })
  .refine((f) => unsupportedLetters(f).length === 0, {
    error: (iss) =>
      `may use the PHP date letters ${FORMAT_LETTERS.split("").join(" ")} (a backslash makes a letter literal); ${unsupportedLetters(String(iss.input)).join(", ")} cannot be used`,
  })

/** An IANA time zone the runtime knows, e.g. Europe/Berlin. */
export const timeZoneSchema = text("a time zone such as Europe/Berlin").refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz })
      return true
    } catch {
      return false
    }
  },
  {
    error: (iss) =>
      `must be a time zone such as Europe/Berlin or UTC, ${given(iss.input)} given`,
  }
)

const bound = z
  .preprocess(numeric, z.number({ error: "must be a number" }))
  .optional()

/** `ranges` of a range aggregation: `from` inclusive, `to` exclusive, as in Shopware. */
export const rangesSchema = z
  .array(
    z.strictObject(
      {
        key: z.string().max(100).optional(),
        from: bound,
        to: bound,
      },
      { error: () => "must be an object with key, from and to" }
    ),
    { error: (iss) => `must be an array of ranges, ${given(iss.input)} given` }
  )
  .min(1, { error: "must hold at least one range" })
  .max(50, { error: "must hold at most 50 ranges" })
