// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"

/**
 * What kind of value a field of a resource's one schema holds, read off the
 * schema itself: the `/api` entity types its fields by it and the admin
 * forms choose a control by it, so neither keeps a list of its own.
 * Browser-safe.
 */
export type FieldKind =
  | { kind: "boolean" | "integer" | "number" | "string" | "date" | "json" }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "list"; of: FieldKind }

/** The value kind of a field (optional, nullable, defaults and pipes looked through). */
export function fieldKind(schema: z.core.$ZodType): FieldKind {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly
  )
    return fieldKind(schema.unwrap())
  // A preprocessed value is of the kind it feeds; a transformed one of the kind it takes.
  if (schema instanceof z.ZodPipe)
    return fieldKind(
      schema.in instanceof z.ZodTransform ? schema.out : schema.in
    )
  if (schema instanceof z.ZodBoolean) return { kind: "boolean" }
  // A stored time travels as an ISO 8601 string (z.iso.datetime()).
  if (schema instanceof z.ZodISODateTime) return { kind: "date" }
  if (schema instanceof z.ZodNumber)
    return { kind: schema.isInt ? "integer" : "number" }
  if (schema instanceof z.ZodEnum)
    return { kind: "enum", values: schema.options.map(String) }
  if (schema instanceof z.ZodString || schema instanceof z.ZodLiteral)
    return { kind: "string" }
  if (schema instanceof z.ZodUnion) {
    const kinds = schema.options.map(fieldKind)
    const text = kinds.every((k) => k.kind === "string" || k.kind === "enum")
    return text ? { kind: "string" } : { kind: "json" }
  }
  if (schema instanceof z.ZodArray)
    return { kind: "list", of: fieldKind(schema.element) }
  return { kind: "json" }
}
