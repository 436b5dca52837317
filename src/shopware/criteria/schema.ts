import { z } from "@medusajs/framework/zod"
import { ApiErrorCode } from "../errors"
import { given } from "./problems"

/** DESIGN: one page holds at most 500 rows; it is also the default page size. */
export const MAX_LIMIT = 500
const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_LIMIT)

/** Top-level keys we understand, in the order the parser reads them. */
export const CRITERIA_KEYS = [
  "page",
  "limit",
  "filter",
  "post-filter",
  "sort",
  "term",
  "ids",
  "total-count-mode",
  "includes",
  "aggregations",
  "associations",
  "grouping",
  "fields",
] as const

/** Every filter type of the Shopware DAL this parser supports. */
const FILTER_TYPES = [
  "equals",
  "equalsAny",
  "contains",
  "prefix",
  "suffix",
  "range",
  "not",
  "multi",
] as const

// Query strings and lenient clients send numbers as strings; Shopware casts them.
const numeric = (v: unknown) =>
  typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v

// Case-insensitive choice; messages echo what the client sent, not the normalised text.
function caseless<const T extends string>(
  values: readonly T[],
  normalise: (v: string) => string
) {
  const choices = values.map((v) => `"${v}"`).join(" or ")
  const message = (input: unknown) =>
    `must be ${choices}, ${given(input)} given`
  return z
    .string({ error: (iss) => message(iss.input) })
    .refine((v) => (values as readonly string[]).includes(normalise(v)), {
      error: (iss) => message(iss.input),
    })
    .transform((v) => normalise(v) as T)
}

/** Accepts the spellings Shopware clients use for booleans, including query-string ones. */
export function toBoolean(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === "1" || v === "true") return true
  if (v === false || v === 0 || v === "0" || v === "false") return false
  return undefined
}

// Strict objects so a typo such as "vaule" is reported instead of silently ignored.
function strict<S extends z.ZodRawShape>(shape: S) {
  const keys = Object.keys(shape).join(", ")
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === "unrecognized_keys"
        ? `allowed keys: ${keys}`
        : `must be an object with the keys ${keys}`,
  })
}

/** `page`: 1-based page number. */
export const pageSchema = z.preprocess(
  numeric,
  z
    .int({
      error: (iss) =>
        `must be a whole number of at least 1, ${given(iss.input)} given`,
    })
    .min(1, { error: (iss) => `must be at least 1, ${given(iss.input)} given` })
    // Beyond this the row offset (page - 1) * limit is no longer an exact JS number.
    .max(MAX_PAGE, {
      error: (iss) => `must be at most ${MAX_PAGE}, ${given(iss.input)} given`,
    })
)

/** `limit`: rows per page; above the maximum is its own error code, as in Shopware. */
export const limitSchema = z.preprocess(
  numeric,
  z
    .int({
      error: (iss) =>
        `must be a whole number between 1 and ${MAX_LIMIT}, ${given(iss.input)} given`,
    })
    .min(1, { error: (iss) => `must be at least 1, ${given(iss.input)} given` })
    .refine((n) => n <= MAX_LIMIT, {
      error: (iss) => `must be at most ${MAX_LIMIT}, ${given(iss.input)} given`,
      params: { apiCode: ApiErrorCode.QUERY_LIMIT_EXCEEDED },
    })
)

/**
 * Longest `term` and `contains` / `prefix` / `suffix` value. PostgreSQL
 * matches such a pattern against every row at a cost that grows with its
 * length: 90,000 characters took 13 s per search, and a dozen at once held
 * every database connection. No field the API searches holds longer text.
 */
export const MAX_SEARCH_TEXT = 1_000

const searchText = z
  .string({ error: (iss) => `must be a string, ${given(iss.input)} given` })
  .max(MAX_SEARCH_TEXT, {
    error: (iss) =>
      `must be at most ${MAX_SEARCH_TEXT} characters, ${(iss.input as string).length} given`,
  })

/** `term`: free-text search. */
export const termSchema = searchText

const COUNT_MODES: Record<string, 0 | 1 | 2> = {
  none: 0,
  exact: 1,
  "next-pages": 2,
}

/**
 * `total-count-mode`: 0 none, 1 exact, 2 next pages, by number or by name.
 * As Shopware's RequestCriteriaBuilder::addTotalCountMode: a number out of
 * range or an unknown name counts nothing (0) instead of failing; only a
 * list or an object, which has no text, is refused.
 */
export const totalCountModeSchema = z
  .union([z.string(), z.number(), z.boolean()], {
    error: (iss) =>
      `must be 0 (none), 1 (exact) or 2 (next-pages), ${given(iss.input)} given`,
  })
  .transform((v): 0 | 1 | 2 => {
    // PHP's (string) of a boolean is "1" or "".
    const text = typeof v === "boolean" ? (v ? "1" : "") : String(v).trim()
    if (text !== "" && Number.isFinite(Number(text))) {
      const n = Math.trunc(Number(text))
      return n === 1 || n === 2 ? n : 0
    }
    return Object.prototype.hasOwnProperty.call(COUNT_MODES, text)
      ? COUNT_MODES[text]
      : 0
  })

/** `filter` / `post-filter` / `queries`: a list whose items are checked one by one. */
export const filterListSchema = z.array(z.unknown(), {
  error: (iss) =>
    `must be an array of filter objects, ${given(iss.input)} given`,
})

/** `includes`: entity name → field list; only the own entity's list is read. */
export const includesSchema = z.record(z.string(), z.unknown(), {
  error: (iss) =>
    `must be an object mapping entity names to field lists, ${given(iss.input)} given`,
})

/** A list given as an array of strings (the string form is split by the caller). */
export const stringListSchema = z.array(
  z.string({ error: (iss) => `must be a string, ${given(iss.input)} given` }),
  {
    error: (iss) =>
      `must be an array of strings or a delimited string, ${given(iss.input)} given`,
  }
)

/** One entry of the object form of `sort`. */
export const sortItemSchema = strict({
  field: z.string({
    error: (iss) => `must be a field name, ${given(iss.input)} given`,
  }),
  order: caseless(["ASC", "DESC"], (v) => v.toUpperCase()).optional(),
  // Shopware's natural sorting: shorter text first ("delta9" before "delta10").
  naturalSorting: z
    .custom<unknown>((v) => toBoolean(v) !== undefined, {
      error: (iss) => `must be true or false, ${given(iss.input)} given`,
    })
    .optional(),
})

const field = z
  .string({ error: (iss) => `must be a field name, ${given(iss.input)} given` })
  .min(1, { error: "must not be empty" })
const present = z.custom<unknown>((v) => v !== undefined, {
  error: "is required",
})
const operator = caseless(["and", "or"], (v) => v.toLowerCase()).optional()
const queries = filterListSchema.min(1, {
  error: "must contain at least one filter",
})
const bound = z.unknown().optional()
const parameters = strict({
  gte: bound,
  lte: bound,
  gt: bound,
  lt: bound,
}).refine((p) => [p.gte, p.lte, p.gt, p.lt].some((v) => v !== undefined), {
  error: "must give at least one of gte, lte, gt, lt",
})

/** Shape of one filter node; nested `queries` are parsed node by node by the caller. */
export const filterSchema = z.discriminatedUnion(
  "type",
  [
    strict({ type: z.literal("equals"), field, value: present }),
    strict({ type: z.literal("equalsAny"), field, value: present }),
    strict({ type: z.literal("contains"), field, value: searchText }),
    strict({ type: z.literal("prefix"), field, value: searchText }),
    strict({ type: z.literal("suffix"), field, value: searchText }),
    strict({ type: z.literal("range"), field, parameters }),
    strict({ type: z.literal("not"), operator, queries }),
    strict({ type: z.literal("multi"), operator, queries }),
  ],
  {
    error: (iss) =>
      iss.code === "invalid_union"
        ? `must be one of ${FILTER_TYPES.join(", ")}; ${given((iss.input as { type?: unknown })?.type)} given`
        : `must be a filter object with a "type", ${given(iss.input)} given`,
  }
)
