import type { InferTypeOf } from "@medusajs/framework/types"
import type { InboundRecord } from "../../models/inbound-record"
import type { Profile } from "../../models/profile"
import type { MappingTarget } from "../../types"
import type { MappedOrder, RowError } from "../types"
import type { CustomerAddressRow, OrderAddress } from "./addresses"

export type ProfileRow = InferTypeOf<typeof Profile>
export type InboundRecordRow = InferTypeOf<typeof InboundRecord>

/** Where and how the order is placed: region, currency, sales channel, stock locations, shipping. */
export type OrderSetup = {
  regionId: string
  /** For messages; absent in orders prepared before it was kept. */
  regionName?: string
  currencyCode: string
  countries: string[]
  salesChannelId: string
  locationIds: string[]
  shippingMethod: {
    name: string
    shipping_option_id: string
    amount: number
  } | null
}

/** A catalogue variant as the import needs it. */
export type VariantFacts = {
  id: string
  sku: string
  title: string
  productTitle: string
  published: boolean
  manageInventory: boolean
  allowBackorder: boolean
  /** Catalogue price for the setup's currency and region; null when the variant has none. */
  price: number | null
  priceTaxInclusive: boolean
  /** Best location for a reservation and the units it can give; null when inventory is not managed. */
  stock: {
    locationId: string | null
    available: number
    items: { inventoryItemId: string; requiredQuantity: number }[]
  } | null
}

/** One order line as it will be ordered. */
export type PreparedLine = {
  row: number
  sku: string
  variantId: string
  title: string
  quantity: number
  unitPrice: number
  taxInclusive: boolean
  note: string | null
  reservations: {
    inventoryItemId: string
    locationId: string
    quantity: number
  }[]
}

/** Everything needed to create the order, kept on the record while it awaits approval. */
export type PreparedOrder = {
  mapped: MappedOrder
  setup: OrderSetup
  customerId: string
  email: string
  lines: PreparedLine[]
  shippingAddress: OrderAddress | null
  billingAddress: OrderAddress | null
}

export type BuildResult = { prepared: PreparedOrder | null; errors: RowError[] }

/** What approve found different from the import. */
export type OrderChange = {
  row: number | null
  sku: string | null
  field: string
  before: unknown
  after: unknown
  message: string
}

/** Target → the column or path it came from, so errors name what the clerk sees in the file. */
export type SourceNames = Partial<Record<MappingTarget, string>>

/** The shop customer an order is for, with the addresses the order may fall back to. */
export type CustomerFacts = {
  id: string
  email: string
  addresses: CustomerAddressRow[]
}

/**
 * What the shop says about a mapped order, fetched by the import's steps:
 * where it is placed, for whom, its variants by SKU, and another record
 * that already holds its order number. Errors say what could not be found.
 */
export type OrderContext = {
  setup: OrderSetup | null
  setupErrors: RowError[]
  customer: CustomerFacts | null
  customerErrors: RowError[]
  variants: Record<string, VariantFacts>
  numberHolder: RowError | null
}
