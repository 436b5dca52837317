import type {
  UpdateInventoryLevelsWorkflowInput,
  UpdateProductsWorkflowInputProducts,
  UpdateProductsWorkflowInputSelector,
  UpdateProductVariantsWorkflowInput,
  UpdateProductWorkflowInput,
} from "@medusajs/medusa/core-flows"
import type { ProductReference } from "../steps/set-product-reference"
import type { RollbackTarget } from "../../../modules/product-history/rollback-state"

/** A metadata key the write adds (the field had none): Medusa's compensation cannot take it away. */
export type AddedMetadataKey = { id: string; key: string }

/**
 * One field's value as the input of the Medusa workflow that writes it:
 * exactly one of the four is set (writeFieldValueWorkflow picks the
 * workflow by which).
 */
export type FieldWrite = {
  products?: UpdateProductWorkflowInput
  productReference?: ProductReference
  variants?: UpdateProductVariantsWorkflowInput
  inventoryLevels?: UpdateInventoryLevelsWorkflowInput
  addedMetadataKey?: AddedMetadataKey
}

type Ref = { id: string }
type PriceState = Extract<RollbackTarget, { kind: "price" }>["context"]
type ProductUpdate = UpdateProductsWorkflowInputSelector["update"]
type ProductUpsert = UpdateProductsWorkflowInputProducts["products"][number]
type VariantUpdate = Extract<
  UpdateProductVariantsWorkflowInput,
  { selector: unknown }
>["update"]
type VariantUpsert = Extract<
  UpdateProductVariantsWorkflowInput,
  { product_variants: unknown }
>["product_variants"][number]

const listOf = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : []
const refsOf = (value: unknown) => listOf<Ref>(value).map(({ id }) => ({ id }))
const idOf = (value: unknown): string | null =>
  (value as Ref | null)?.id ?? null
const metadataKey = (field: string) =>
  field.startsWith("metadata.") ? field.slice("metadata.".length) : undefined

/**
 * A product relation's update, by selector: Medusa's compensation reads the
 * relations the update names before writing and puts them back. Tags and
 * categories go as `[{ id }]` rather than `tag_ids`: ids alone name no
 * relation for that read.
 */
function relationUpdate(field: string, value: unknown) {
  switch (field) {
    case "tags":
      return { tags: refsOf(value) } as ProductUpdate
    case "categories":
      return { categories: refsOf(value) } as ProductUpdate
    case "images":
      // The images again, in their order; Medusa gives them new ids.
      return {
        images: listOf<{ url: string }>(value).map(({ url }) => ({ url })),
      }
    case "sales_channels":
      return { sales_channels: refsOf(value) }
  }
}

/**
 * A product column's or metadata key's update, by id: Medusa's compensation
 * then writes back the product as it read it (by selector it would read only
 * the columns the update names, and no metadata).
 */
function columnUpdate(
  target: Extract<RollbackTarget, { kind: "product" }>,
  value: unknown
): ProductUpsert {
  const id = target.productId
  const key = metadataKey(target.field)
  // The whole metadata again with the key set; an empty string is how Medusa removes a key.
  if (key !== undefined)
    return { id, metadata: { ...(target.metadata ?? {}), [key]: value ?? "" } }
  // A column (PRODUCT_COLUMNS) with the value the capture recorded for it.
  return { id, [target.field]: value } as ProductUpsert
}

const REFERENCES: Record<string, ProductReference["field"]> = {
  collection: "collection_id",
  type: "type_id",
}

/** A variant column's or metadata key's update, by id (as columnUpdate). */
function variantUpdate(id: string, field: string, value: unknown) {
  const key = metadataKey(field)
  // Medusa merges variant metadata; an empty string removes a key.
  if (key !== undefined) return { id, metadata: { [key]: value ?? "" } }
  return { id, [field]: value } as VariantUpsert
}

/** The key a metadata write adds, where the field holds no value now. */
function addedKey(
  id: string,
  target: { field: string; current: unknown },
  value: unknown
): { addedMetadataKey?: AddedMetadataKey } {
  const key = metadataKey(target.field)
  return key !== undefined && target.current == null && value != null
    ? { addedMetadataKey: { id, key } }
    : {}
}

/**
 * A variant's base prices are replaced as a whole: all of them, with this
 * one changed, added or left out. Each keeps its rules and quantity bounds:
 * a price sent without them loses them (a region price would be dropped).
 */
function pricesUpdate(
  target: Extract<RollbackTarget, { kind: "price" }>,
  value: unknown
): VariantUpdate["prices"] {
  // Amounts and quantity bounds as the capture read them from the price set (numbers or null).
  const price = (p: PriceState, amount: unknown) => ({
    currency_code: p.currency_code,
    amount: amount as number,
    rules: p.rules ?? {},
    min_quantity: (p.min_quantity ?? null) as number | null,
    max_quantity: (p.max_quantity ?? null) as number | null,
  })
  const others = target.prices
    .filter((p) => p.price_id !== target.match?.price_id)
    .map((p) => ({ id: p.price_id, ...price(p, p.amount) }))
  const own =
    value === null || value === undefined
      ? []
      : [
          {
            ...(target.match ? { id: target.match.price_id } : {}),
            ...price(target.context, value),
          },
        ]
  return [...others, ...own]
}

/**
 * What writes `value` into the target's field through Medusa's own
 * workflows, so other modules, events and the capture see a normal update,
 * and Medusa's compensation can undo it.
 */
export function fieldWriteOf(
  target: RollbackTarget,
  value: unknown
): FieldWrite {
  switch (target.kind) {
    case "product": {
      const reference = REFERENCES[target.field]
      if (reference)
        return {
          productReference: {
            productId: target.productId,
            field: reference,
            value: idOf(value),
          },
        }
      const relation = relationUpdate(target.field, value)
      if (relation)
        return {
          products: { selector: { id: target.productId }, update: relation },
        }
      return {
        products: { products: [columnUpdate(target, value)] },
        ...addedKey(target.productId, target, value),
      }
    }
    case "variant":
      return {
        variants: {
          product_variants: [
            variantUpdate(target.variantId, target.field, value),
          ],
        },
        ...addedKey(target.variantId, target, value),
      }
    case "price":
      return {
        variants: {
          selector: { id: target.variantId },
          update: { prices: pricesUpdate(target, value) },
        },
      }
    case "stock":
      return {
        inventoryLevels: {
          updates: [
            {
              inventory_item_id: target.inventoryItemId,
              location_id: target.locationId,
              stocked_quantity: Number(value ?? 0),
            },
          ],
        },
      }
  }
}
