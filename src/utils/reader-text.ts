import { z } from "@medusajs/framework/zod"
import { LONE_SURROGATE } from "./input-limits"

// Intl.Segmenter (Node 16+) is not in this project's TypeScript lib (ES2021): typed here.
type GraphemeSegmenter = { segment(text: string): Iterable<unknown> }
const segmenter = new (
  Intl as unknown as {
    Segmenter: new (
      locale: undefined,
      options: { granularity: "grapheme" }
    ) => GraphemeSegmenter
  }
).Segmenter(undefined, { granularity: "grapheme" })

/** Characters as a reader counts them (grapheme clusters): an emoji, a flag or a family is one. */
export const graphemeCount = (text: string) =>
  Array.from(segmenter.segment(text)).length

/**
 * A text a person writes (a comment, a reason): trimmed, at most `max`
 * characters as a reader counts them, whole characters only (half of one, a
 * lone UTF-16 surrogate, is no text PostgreSQL can store).
 */
export function readerText(field: string, max: number) {
  return z
    .string()
    .trim()
    .refine(
      (text) => graphemeCount(text) <= max,
      `${field}: must be at most ${max} characters`
    )
    .refine(
      (text) => !LONE_SURROGATE.test(text),
      `${field}: contains half of a character (a lone UTF-16 surrogate such as \\ud800); send whole characters`
    )
}
