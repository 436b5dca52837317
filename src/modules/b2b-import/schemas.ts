// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { hasVisibleText, LONE_SURROGATE } from "../../utils/input-limits"
import { freeText } from "../../utils/text-rule"
import { DECIMAL_SEPARATORS } from "./types"

/**
 * A text a transform stores (a date format, a default, a value of a map). It
 * is kept in a JSON column, which cannot hold half a character or a NUL: such
 * a text was a 500 from PostgreSQL. Kept as sent (not trimmed): it is matched
 * against and written into order data.
 */
const storedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !LONE_SURROGATE.test(text) && !text.includes("\u0000"), {
      error:
        "contains half of a character (a lone UTF-16 surrogate such as \\ud800) or a NUL (\\0); send whole characters",
    })

/** Entries of a map transform. */
export const MAX_MAP_ENTRIES = 1_000

/** One step of a field mapping's transform chain; the chain runs in order. */
export const transformStepSchema = z.discriminatedUnion("type", [
  z.object({ type: z.enum(["trim", "upper", "lower"]) }).strict(),
  z
    .object({
      type: z.literal("number"),
      decimalSeparator: z.enum(DECIMAL_SEPARATORS).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("date"),
      format: storedText(100).min(1).describe("e.g. dd.MM.yyyy"),
    })
    .strict(),
  z.object({ type: z.literal("default"), value: storedText(1_000) }).strict(),
  z
    .object({
      type: z.literal("map"),
      values: z
        .record(storedText(1_000), storedText(1_000))
        .refine((values) => Object.keys(values).length <= MAX_MAP_ENTRIES, {
          error: `holds at most ${MAX_MAP_ENTRIES} entries`,
        }),
    })
    .strict(),
])
export type TransformStep = z.infer<typeof transformStepSchema>

/** A profile's CSV delimiter: one character that can separate cells (not a quote, a line break or a BOM); null detects it. */
export const csvDelimiterSchema = z
  .string()
  .length(1, { error: "must be exactly one character, e.g. ; or ," })
  .refine(
    (c) =>
      !LONE_SURROGATE.test(c) &&
      !/["\r\n\u0085\u2028\u2029\0\p{L}\p{N}]/u.test(c) &&
      (c === "\t" || hasVisibleText(c)),
    {
      error:
        "must be a character that can separate cells, such as ; , | or a tab: not a quote, a line break, a letter, a digit or an invisible character",
    }
  )
  .nullable()
  .optional()
  .describe("null: detect from the file")

/** Why a clerk rejects a record: 1 to 500 characters as a reader counts them, something visible among them. */
export const rejectionReasonSchema = freeText(
  "reason",
  500,
  "say why the record is rejected"
).describe(
  "Why the order is not imported (1 to 500 characters as a reader counts them: an emoji is one)"
)

/** The multipart part `hold` of an upload: "true" or "false" (form parts are text). */
export const holdPart = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((v) => v === "true")

/** An id of another module's record (region, sales channel, customer, shipping option), e.g. reg_01H…. */
export const referenceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, {
    error: "must be an id such as reg_01HV3K… (letters, digits, _ and -)",
  })
  .nullable()
  .optional()

/** A currency by its ISO 4217 code, stored in lower case. */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, {
    error: "must be a three-letter ISO 4217 code such as eur",
  })
  .toLowerCase()
  .nullable()
  .optional()

/**
 * How far (percent) an order price may move. Stored as a float: a tiny
 * positive number such as 1e-320 is beyond it (a 500 from PostgreSQL).
 */
export const priceTolerancePercentSchema = z
  .number()
  .min(0)
  .max(1000)
  .refine((v) => v === 0 || v >= 0.0001, {
    error: "must be 0 or at least 0.0001",
  })
  .optional()

/** An Excel header row (from 1): beyond a sheet's million rows nothing can stand. */
export const headerRowSchema = z.number().int().min(1).max(1_048_576).optional()

/**
 * The key of a customer's metadata that holds the number a file names its
 * buyer by (customer lookup `number`): `customer_number`, or a standard's
 * party id such as `gln`, `peppol_id`, `ariba_network_id`.
 */
export const customerNumberFieldSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, {
    error:
      "must be a metadata key such as customer_number or gln: lower-case letters, digits and _, starting with a letter, at most 64 characters",
  })
  .optional()

/** A mapping's position: the column is a 4-byte integer. */
export const mappingPositionSchema = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .optional()
