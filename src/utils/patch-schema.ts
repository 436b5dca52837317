// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"

/**
 * A resource's update input from its one schema: every field optional and
 * none defaulted. zod's `.partial()` keeps a field's `.default()`, so an
 * update that leaves the field out would write the create's default (a
 * role's privileges emptied by a rename).
 */
export function patchSchema<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ])
  ) as S
  return schema.extend(shape).partial()
}

/**
 * A resource's `/admin` create and update validators from its one schema:
 * the create as declared, the update its patch; both refuse a field the
 * schema does not name.
 */
export const adminWriteSchemas = <S extends z.ZodRawShape>(
  schema: z.ZodObject<S>
) => ({ create: schema.strict(), update: patchSchema(schema).strict() })
