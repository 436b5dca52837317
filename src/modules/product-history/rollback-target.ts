import { isDeepStrictEqual } from "node:util"
import { isPriceField } from "./display"
import { HISTORY_ERROR_CODES as CODES, HistoryError } from "./errors"
import type { HistoryEntryRow } from "./repositories/entry-reads"
import {
  entryContext,
  refusalMessage,
  rollbackRefusal,
} from "./rollback-refusal"
import {
  type Json,
  type PriceState,
  type RollbackTarget,
  type StateRead,
  type StateReader,
  type StockLevelState,
  valueAt,
} from "./rollback-state"
import { PRODUCT_FIELDS, VARIANT_FIELDS } from "./types"

/** A stored state's metadata (an object, or none). */
const metadataOf = (state: Record<string, Json>) =>
  (valueAt(state, ["metadata"]) ?? undefined) as
    Record<string, Json> | undefined

const refuse = (message: string) =>
  new HistoryError("INVALID_DATA", CODES.NOT_ROLLBACKABLE, message)

/** Where and what the entry's field is now; refuses entries that cannot be rolled back (always, or as the shop is now). */
export async function rollbackTargetOf(
  entry: HistoryEntryRow,
  state: StateReader
): Promise<{ entry: HistoryEntryRow; target: RollbackTarget }> {
  const field = entry.field_name
  const context = entryContext(entry)
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
            current: metadataOf(product)?.[key] ?? null,
            metadata: metadataOf(product) ?? {},
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
          current: valueAt(variant, path) ?? null,
        },
      }
    }
    const priceSetId = context.price_set_id ?? ""
    const priceSet = ((await state("price_set", priceSetId)) ?? {}) as Record<
      string,
      PriceState
    >
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
        read: priceSetRead(priceSetId, priceSet, match),
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
    const level = (await state(
      "inventory_level",
      context.inventory_level_id
    )) as StockLevelState | null
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
