// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too.
import { z } from "zod"

/** A text in each language the admin speaks. */
export type AdminText = { en: string; de: string }
export type AdminLanguage = keyof AdminText

/** A field's words in the admin: its label and, for a field that needs one, a hint below it. */
export type FieldWords = { label: AdminText; hint?: AdminText }

/**
 * The admin's words of a resource's fields, kept with the fields in the one
 * schema (their own registry, so OpenAPI never sees them). The admin's i18n
 * reads them from there, so a new field brings its words along.
 */
export const fieldWordsRegistry = z.registry<FieldWords>()

/**
 * A field's schema with its admin words. A copy is registered: shared
 * schemas (e.g. an id's) serve several fields, each with its own words; the
 * copy keeps the original's description.
 */
export function worded<T extends z.ZodType>(schema: T, words: FieldWords): T {
  const copy = schema.clone()
  // Registered as a plain schema: the registry's typing cannot follow a generic one.
  fieldWordsRegistry.add(copy as z.ZodType, words)
  return copy
}

/** The labels and hints a schema's fields declare, in one language, by field key. */
export function declaredFieldWords(
  shape: Record<string, z.ZodType>,
  language: AdminLanguage
): { labels: Record<string, string>; hints: Record<string, string> } {
  const labels: Record<string, string> = {}
  const hints: Record<string, string> = {}
  for (const [key, schema] of Object.entries(shape)) {
    const words = fieldWordsRegistry.get(schema)
    if (!words) continue
    labels[key] = words.label[language]
    if (words.hint) hints[key] = words.hint[language]
  }
  return { labels, hints }
}
