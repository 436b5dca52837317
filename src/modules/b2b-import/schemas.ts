import { z } from "@medusajs/framework/zod"
import { hasVisibleText } from "../../utils/input-limits"
import { freeText } from "../../utils/text-rule"
import { DECIMAL_SEPARATORS } from "./types"

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
      format: z.string().min(1).describe("e.g. dd.MM.yyyy"),
    })
    .strict(),
  z.object({ type: z.literal("default"), value: z.string() }).strict(),
  z
    .object({
      type: z.literal("map"),
      values: z.record(z.string(), z.string()),
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
