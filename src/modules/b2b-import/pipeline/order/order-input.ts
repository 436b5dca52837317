import type { CreateOrderDTO } from "@medusajs/framework/types"
import type { OrderChange, PreparedOrder } from "./types"

/** Keys of order and line metadata that tie an order back to its inbound record. */
export const ORDER_METADATA = {
  recordId: "b2b_inbound_record_id",
  externalNumber: "b2b_external_order_number",
  profileId: "b2b_profile_id",
  row: "b2b_row",
} as const

/**
 * The id the order of an inbound record gets: a run that died after creating
 * the order finds it again by primary key (no scan of every order's
 * metadata). Medusa's own order ids are `order_<ULID>`, so this namespace
 * never names an order the import did not create.
 */
export function orderIdOfRecord(recordId: string): string {
  return `order_b2b_${recordId}`
}

/** The input of Medusa's createOrderWorkflow for a prepared order (its id derived from the record's). */
export function toCreateOrderInput(
  prepared: PreparedOrder,
  refs: { recordId: string; profileId: string }
): CreateOrderDTO {
  const { mapped, setup } = prepared
  return {
    id: orderIdOfRecord(refs.recordId),
    region_id: setup.regionId,
    sales_channel_id: setup.salesChannelId,
    currency_code: setup.currencyCode,
    customer_id: prepared.customerId,
    email: prepared.email,
    status: "pending",
    shipping_address: prepared.shippingAddress ?? undefined,
    billing_address: prepared.billingAddress ?? undefined,
    items: prepared.lines.map((line) => ({
      variant_id: line.variantId,
      title: line.title,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      is_tax_inclusive: line.taxInclusive,
      metadata: {
        [ORDER_METADATA.row]: line.row,
        ...(line.note ? { note: line.note } : {}),
      },
    })),
    shipping_methods: setup.shippingMethod ? [setup.shippingMethod] : undefined,
    metadata: {
      [ORDER_METADATA.recordId]: refs.recordId,
      [ORDER_METADATA.profileId]: refs.profileId,
      ...(mapped.externalNumber
        ? { [ORDER_METADATA.externalNumber]: mapped.externalNumber }
        : {}),
      ...(mapped.note ? { note: mapped.note } : {}),
      ...(mapped.requestedDate ? { requested_date: mapped.requestedDate } : {}),
    },
  } as CreateOrderDTO
}

/** What differs between the order prepared at import and the same order prepared now (prices, lines). */
export function changesSinceImport(
  before: PreparedOrder,
  now: PreparedOrder
): OrderChange[] {
  const changes: OrderChange[] = []
  const currency = now.setup.currencyCode.toUpperCase()
  for (const line of now.lines) {
    const old = before.lines.find((l) => l.row === line.row)
    if (!old) continue
    if (old.unitPrice !== line.unitPrice) {
      changes.push({
        row: line.row,
        sku: line.sku,
        field: "unitPrice",
        before: old.unitPrice,
        after: line.unitPrice,
        message: `Line ${line.row}, SKU '${line.sku}': the price changed from ${old.unitPrice.toFixed(2)} to ${line.unitPrice.toFixed(2)} ${currency} since the import.`,
      })
    }
    if (old.variantId !== line.variantId) {
      changes.push({
        row: line.row,
        sku: line.sku,
        field: "variant",
        before: old.variantId,
        after: line.variantId,
        message: `Line ${line.row}: SKU '${line.sku}' now names another variant than at the import.`,
      })
    }
  }
  if (before.customerId !== now.customerId) {
    changes.push({
      row: null,
      sku: null,
      field: "customer",
      before: before.customerId,
      after: now.customerId,
      message:
        "The file's customer now resolves to another customer than at the import.",
    })
  }
  return changes
}
