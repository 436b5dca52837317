// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { hexIdSchema } from "../../utils/hex-id"
import { nameText } from "../../utils/text-rule"
import { mappingPositionSchema, transformStepSchema } from "./schemas"
import { MAPPING_TARGETS } from "./types"

/**
 * A field mapping's fields, declared once, in snake_case as stored: which
 * source of a file (a column header, or a path in JSON/XML) fills which
 * order field, through which transform steps. The `/admin` validators take
 * it without `profile_id` (the URL names the profile), the `/api` entity
 * renames its keys to camelCase, OpenAPI follows, `query-config.ts` lists
 * its keys, and the admin's mapping form checks a draft with it.
 * Browser-safe.
 */
export const fieldMappingSchema = z.object({
  profile_id: hexIdSchema,
  source: nameText("source", 500).describe(
    "Column header, or a path in JSON/XML files"
  ),
  target: z.enum(MAPPING_TARGETS),
  transform: z.array(transformStepSchema).nullable().optional(),
  required: z.boolean().optional(),
  position: mappingPositionSchema,
})

/** What a mapping's own form and the `/admin` routes take: the profile is the one in the URL. */
export const mappingFieldsSchema = fieldMappingSchema.omit({ profile_id: true })

/** What a create that leaves a field out stores (the columns' defaults). */
export const NEW_MAPPING = { transform: null, required: false, position: 0 }
