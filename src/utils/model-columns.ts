import type { PropertyType } from "@medusajs/framework/types"
import { model } from "@medusajs/framework/utils"
import { z } from "zod"
import { fieldKind } from "./field-kind"

/** A column's value as stored: what the schema outputs, never left out. */
type Stored<T> = Exclude<T, undefined>

/** A choice stored as text reads as text. */
type AsText<V> = null extends V ? string | null : string

/** The data model's properties of a schema: one per field, typed by what the field outputs. */
export type ModelColumns<S extends z.ZodRawShape, T extends keyof S = never> = {
  [K in keyof S]: PropertyType<
    K extends T ? AsText<z.output<S[K]>> : Stored<z.output<S[K]>>
  >
}

/** How a few columns differ from what their field says. */
export type ColumnOptions<S extends z.ZodRawShape, T extends keyof S> = {
  /** Searched by the module service's `q`. */
  searchable?: (keyof S)[]
  /** Required on create: the column has no default (the new value is only a form's start). */
  noDefault?: (keyof S)[]
  /** Stored as text although the field is a choice ("." and "," make no enum names). */
  text?: T[]
}

/**
 * A resource's data-model properties from its one schema, so that a field
 * is declared once: the column's type is the field's kind (a choice an
 * enum, a whole number an integer, other numbers a float, a list or object
 * JSON), it is nullable where the field takes null, and it defaults to the
 * resource's new value (e.g. NEW_PROFILE) where that is given and not null.
 */
export function modelColumns<
  S extends z.ZodRawShape,
  T extends keyof S = never,
>(
  shape: S,
  defaults: { [K in keyof S]?: Stored<z.output<S[K]>> },
  options: ColumnOptions<S, T> = {}
): ModelColumns<S, T> {
  const has = (list: readonly (keyof S)[] | undefined, key: string) =>
    !!list?.includes(key)
  const columns = Object.keys(shape).map((key) => {
    const kind = fieldKind(shape[key])
    const value: unknown = defaults[key]
    let column
    if (kind.kind === "boolean") column = model.boolean()
    else if (kind.kind === "integer") column = model.number()
    else if (kind.kind === "number") column = model.float()
    else if (kind.kind === "enum" && !has(options.text, key))
      column = model.enum([...kind.values])
    else if (kind.kind === "enum" || kind.kind === "string")
      column = has(options.searchable, key)
        ? model.text().searchable()
        : model.text()
    else column = model.json()
    if (z.safeParse(shape[key], null).success) return [key, column.nullable()]
    if (value === undefined || has(options.noDefault, key)) return [key, column]
    // The builders' default() is typed per builder; the value is the field's own output.
    return [key, (column as { default(v: unknown): unknown }).default(value)]
  })
  return Object.fromEntries(columns) as ModelColumns<S, T>
}
