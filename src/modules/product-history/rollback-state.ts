import { isDeepStrictEqual } from "node:util"
import type { RollbackGuard } from "./types"

/*
 * What a rollback reads: the stored state of a product, variant, price set
 * or stock level (the capture's SQL function) and the target it makes of it
 * (rollback-target.ts), and how values in it compare.
 */

/** A value as the capture stores it (JSON). */
export type Json = unknown
/** One price of a price set's stored state (capture/sql/state.ts). */
export type PriceState = {
  price_id: string
  amount: number
  currency_code: string
  price_list_id: string | null
  min_quantity: Json
  max_quantity: Json
  rules: Record<string, string>
}

type StateKind = RollbackGuard["kind"]
/** An inventory level's stored state (capture/sql/state.ts). */
export type StockLevelState = {
  inventory_item_id: string
  location_id: string
  stock: Json
}

/** The stored state a target was read from, for the guard the capture checks at the write (rollback-guard.ts). */
export type StateRead = {
  kind: StateKind
  key: string
  state: Record<string, Json>
  /** Where the field's value lies in `state`; null where it is not there (a price deleted since). */
  path: string[] | null
  /** What the write sends again besides the field, as read (all metadata keys; all base prices), but for `except`. */
  rewrites?: { path: string[]; except?: string }
}

/** What a rollback writes to, with the value stored now. */
export type RollbackTarget = { read: StateRead } & (
  | {
      kind: "product"
      productId: string
      field: string
      current: Json
      metadata?: Record<string, Json>
    }
  | { kind: "variant"; variantId: string; field: string; current: Json }
  | {
      kind: "price"
      variantId: string
      prices: PriceState[]
      match: PriceState | undefined
      context: PriceState
      current: Json
    }
  | {
      kind: "stock"
      inventoryItemId: string
      locationId: string
      current: Json
    }
)

/** Reads what is stored now (the capture's SQL function): a JSON object, or null when there is none. */
export type StateReader = (
  kind: StateKind,
  key: string
) => Promise<Record<string, Json> | null>

/** The value at `path` inside a JSON value; undefined where there is none. */
export const valueAt = (value: Json, path: readonly string[]): Json =>
  path.reduce<Json>(
    (at, step) =>
      at !== null && typeof at === "object"
        ? (at as Record<string, Json>)[step]
        : undefined,
    value
  )

/** Values compare as stored JSON (numbers, booleans, lists, objects); key order does not matter. */
export function sameValue(a: Json, b: Json): boolean {
  return isDeepStrictEqual(a ?? null, b ?? null)
}
