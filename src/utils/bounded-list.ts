// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"

/**
 * A list of at most `max` items whose length is checked before any item is:
 * zod checks a list's items first and its length after, so a body of 17,000
 * privileges took 0.8 to 2 s of the event loop to be refused by `.max()`. The
 * OpenAPI document shows the list with its `maxItems` as before (zod reads a
 * preprocessed schema by the schema it feeds).
 */
export function boundedList<T extends z.ZodType>(
  item: T,
  max: number,
  noun = "items",
  /** What to say when the value is not a list at all. */
  notAList?: string
) {
  return z.preprocess(
    (value, ctx) => {
      if (Array.isArray(value) && value.length > max) {
        ctx.addIssue({
          code: "custom",
          message: `holds at most ${max} ${noun}, ${value.length} given`,
          input: value,
        })
        return z.NEVER
      }
      return value
    },
    z.array(item, notAList ? { error: notAList } : undefined).max(max)
  )
}
