import { z } from "@medusajs/framework/zod"

/** Cell separators the CSV export offers, by name and as the character itself. */
export const CSV_DELIMITERS = {
  comma: ",",
  semicolon: ";",
  ",": ",",
  ";": ";",
} as const
type DelimiterName = keyof typeof CSV_DELIMITERS
export type CsvDelimiter = (typeof CSV_DELIMITERS)[DelimiterName]

const NAMES = Object.keys(CSV_DELIMITERS) as DelimiterName[]
const REFUSAL =
  'delimiter: must be "comma" or "semicolon" (or the character itself: "," or ";")'

/**
 * The export's `delimiter` parameter (both dialects): comma by default;
 * semicolon for spreadsheets set to a decimal comma, such as German Excel,
 * which open a comma-separated file as one column. A refinement, not an
 * enum: Medusa's /admin validation words an enum's refusal itself, a
 * refinement's message reaches the caller as written; OpenAPI gets the
 * choices from the metadata.
 */
export const csvDelimiterParam = z
  .string({ error: () => REFUSAL })
  .refine((name) => (NAMES as string[]).includes(name), REFUSAL)
  .default("comma")
  .transform((name) => CSV_DELIMITERS[name as DelimiterName])
  .meta({
    enum: NAMES,
    description:
      "Cell separator: comma (default) or semicolon (for spreadsheets set to a decimal comma, such as German Excel); `,` and `;` are accepted too",
  })

export type CsvOptions = {
  /** IANA time zone the times are written in (the shop's), with their offset. */
  timeZone: string
  delimiter: CsvDelimiter
}
