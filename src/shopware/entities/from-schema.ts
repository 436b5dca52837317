import { z } from "@medusajs/framework/zod"
import { fieldKind } from "../../utils/field-kind"
import type { EntityField, EntityFields } from "./types"

/*
 * The entity API's side of "one schema per resource": a module declares a
 * resource's fields once, in snake_case as stored (e.g. profileSchema); the
 * wire names are its keys in camelCase, a mechanical mapping, never a second
 * list. From the one schema come the entity's fields (column and type for
 * criteria and entity-schema.json) and its camelCase input.
 */

/** "price_tolerance_percent" → "priceTolerancePercent". */
export type CamelKey<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelKey<T>>}`
  : S

export const camelKey = <S extends string>(key: S) =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelKey<S>

/** The shape with camelCase keys: the same field schemas, so both dialects accept and refuse alike. */
export type WireShape<S extends z.ZodRawShape> = {
  [K in keyof S & string as CamelKey<K>]: S[K]
}

export function wireShape<S extends z.ZodRawShape>(shape: S): WireShape<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [camelKey(key), schema])
  ) as WireShape<S>
}

/** An entity field's type, from the kind of value its schema holds. */
export function fieldType(schema: z.core.$ZodType): EntityField["type"] {
  const found = fieldKind(schema)
  switch (found.kind) {
    case "enum":
      return "string"
    case "list": {
      const item = found.of.kind
      return item === "string" || item === "enum" ? "string[]" : "json"
    }
    default:
      return found.kind
  }
}

/** Flags an entity adds to a field of the schema (searchable, an id, …), by wire name. */
export type FieldFlags<S extends z.ZodRawShape> = {
  [K in keyof WireShape<S>]?: Partial<EntityField>
}

/** The entity's fields of a schema: wire name → its column and type, with the entity's flags. */
export function entityFields<S extends z.ZodRawShape>(
  shape: S,
  flags: FieldFlags<S> = {}
): EntityFields {
  return Object.fromEntries(
    Object.entries(shape).map(([column, schema]) => {
      const wire = camelKey(column)
      const extra = (flags as Record<string, Partial<EntityField>>)[wire]
      return [wire, { column, type: fieldType(schema), ...extra }]
    })
  )
}

/**
 * A stored entity's fields: its id, the schema's fields with the entity's
 * flags, and its created and updated times (read-only, as Shopware's).
 */
export function storedEntityFields<S extends z.ZodRawShape>(
  shape: S,
  flags: FieldFlags<S> = {}
): EntityFields {
  const readOnly = (column: string, type: EntityField["type"]) =>
    ({ column, type, readOnly: true }) as const
  return {
    id: readOnly("id", "id"),
    ...entityFields(shape, flags),
    createdAt: readOnly("created_at", "date"),
    updatedAt: readOnly("updated_at", "date"),
  }
}

/**
 * A stored entity as read: its id, the wire fields as stored (an input's
 * default is no default of a read) and the times (ISO 8601 strings).
 */
export const storedRead = <I extends z.ZodType, S extends z.ZodRawShape>(
  id: I,
  wire: S
) =>
  z.object({
    id,
    ...(Object.fromEntries(
      Object.entries(wire).map(([key, field]) => [
        key,
        field instanceof z.ZodDefault ? field.unwrap() : field,
      ])
    ) as S),
    createdAt: z.string(),
    updatedAt: z.string(),
  })

/**
 * A stored row as its wire object: the schema's fields in camelCase, times
 * as ISO 8601 strings, a missing value as null.
 */
export function wireRow<S extends z.ZodRawShape>(
  shape: S,
  row: Record<string, unknown>
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(shape).map(([column, schema]) => {
      const value = row[column] ?? null
      const time = fieldKind(schema).kind === "date" && value !== null
      return [
        camelKey(column),
        time ? new Date(value as Date | string).toISOString() : value,
      ]
    })
  )
}
