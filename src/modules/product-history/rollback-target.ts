import { isDeepStrictEqual } from "node:util"
import { isPriceField } from "./display"
import { HISTORY_ERROR_CODES as CODES, HistoryError } from "./errors"
import type { HistoryEntryRow } from "./repositories/entry-reads"
import { refusalMessage, rollbackRefusal } from "./rollback-refusal"
import { PRODUCT_FIELDS, type RollbackGuard, VARIANT_FIELDS } from "./types"

type Json = unknown
type PriceState = {
  price_id: string
  amount: number
  currency_code: string
  price_list_id: string | null
  min_quantity: Json
  max_quantity: Json
  rules: Record<string, string>
}

type StateKind = RollbackGuard["kind"]

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

/** Reads what is stored now (the capture's SQL function). */
export type StateReader = (kind: StateKind, key: string) => Promise<any>

const refuse = (message: string) =>
  new HistoryError("INVALID_DATA", CODES.NOT_ROLLBACKABLE, message)

/** Where and what the entry's field is now; refuses entries that cannot be rolled back (always, or as the shop is now). */
export async function rollbackTargetOf(
  entry: HistoryEntryRow,
  state: StateReader
): Promise<{ entry: HistoryEntryRow; target: RollbackTarget }> {
  const field = entry.field_name
  const context = (entry.context_data ?? {}) as Record<string, any>
  const refusal = rollbackRefusal(entry)
  if (refusal) throw refuse(refusalMessage(entry, refusal))
  if (
    !entry.variant_id &&
    (PRODUCT_FIELDS.includes(field as never) || field.startsWith("metadata."))
  ) {
    const product = await state("product", entry.product_id)
    if (!product)
      throw refuse(
        `Entry "${entry.id}" cannot be rolled back: its product ${entry.product_number ?? entry.product_id} no longer exists.`
      )
    const key = field.startsWith("metadata.")
      ? field.slice("metadata.".length)
      : undefined
    const read: StateRead = {
      kind: "product",
      key: entry.product_id,
      state: product,
      ...(key === undefined
        ? { path: [field] }
        : {
            path: ["metadata", key],
            rewrites: { path: ["metadata"], except: key },
          }),
    }
    const target: RollbackTarget = {
      read,
      kind: "product",
      productId: entry.product_id,
      field,
      ...(key === undefined
        ? { current: product[field] ?? null }
        : {
            current: product.metadata?.[key] ?? null,
            metadata: product.metadata ?? {},
          }),
    }
    return { entry, target }
  }
  if (
    entry.variant_id &&
    (VARIANT_FIELDS.includes(field as never) ||
      isPriceField(field) ||
      field.startsWith("metadata."))
  ) {
    const variant = await state("variant", entry.variant_id)
    if (!variant)
      throw refuse(
        `Entry "${entry.id}" cannot be rolled back: its variant ${entry.product_number ?? entry.variant_id} no longer exists.`
      )
    if (!isPriceField(field)) {
      const key = field.startsWith("metadata.")
        ? field.slice("metadata.".length)
        : undefined
      const path = key === undefined ? [field] : ["metadata", key]
      return {
        entry,
        target: {
          read: {
            kind: "variant",
            key: entry.variant_id,
            state: variant,
            path,
            // Medusa merges a variant's metadata by reading and rewriting all of it.
            ...(key === undefined
              ? {}
              : { rewrites: { path: ["metadata"], except: key } }),
          },
          kind: "variant",
          variantId: entry.variant_id,
          field,
          current: path.reduce<any>((v, k) => v?.[k], variant) ?? null,
        },
      }
    }
    const priceSet: Record<string, PriceState> =
      (await state("price_set", context.price_set_id)) ?? {}
    const prices = Object.values(priceSet)
    const match = prices.find(
      (p) =>
        p.currency_code === context.currency_code &&
        !p.price_list_id &&
        isDeepStrictEqual(p.rules ?? {}, context.rules ?? {}) &&
        isDeepStrictEqual(
          p.min_quantity ?? null,
          context.min_quantity ?? null
        ) &&
        isDeepStrictEqual(p.max_quantity ?? null, context.max_quantity ?? null)
    )
    return {
      entry,
      target: {
        read: priceSetRead(context.price_set_id, priceSet, match),
        kind: "price",
        variantId: entry.variant_id,
        prices: prices.filter((p) => !p.price_list_id),
        match,
        context: context as PriceState,
        current: match?.amount ?? null,
      },
    }
  }
  if (field === "stock" && context.inventory_level_id) {
    const level = await state("inventory_level", context.inventory_level_id)
    if (!level)
      throw refuse(
        `Entry "${entry.id}" cannot be rolled back: the stock location ${context.location_name ?? context.location_id} no longer stocks this item.`
      )
    return {
      entry,
      target: {
        read: {
          kind: "inventory_level",
          key: context.inventory_level_id,
          state: level,
          path: ["stock"],
        },
        kind: "stock",
        inventoryItemId: level.inventory_item_id,
        locationId: level.location_id,
        current: level.stock,
      },
    }
  }
  // rollbackRefusal admits no other entry; should the two ever disagree, refuse in its words.
  throw refuse(refusalMessage(entry, "not_stored"))
}

/** A price's place in its price set's state is its key there (currency, list, quantities, rules). */
function priceSetRead(
  priceSetId: string,
  priceSet: Record<string, PriceState>,
  match: PriceState | undefined
): StateRead {
  const key = Object.keys(priceSet).find((k) => priceSet[k] === match)
  return {
    kind: "price_set",
    key: priceSetId,
    state: priceSet,
    path: key === undefined ? null : [key, "amount"],
    rewrites: { path: [], except: key },
  }
}

/** Values compare as stored JSON (numbers, booleans, lists, objects); key order does not matter. */
export function sameValue(a: Json, b: Json): boolean {
  return isDeepStrictEqual(a ?? null, b ?? null)
}
