import type { InboundStatus } from "../../types"
import type { RowError } from "../types"
import type { OrderAddress } from "./addresses"
import type { OrderChange } from "./types"

/** One line of the approval check: what the file said, what the import priced, what the shop says now. */
export type CheckLine = {
  row: number
  sku: string
  title: string | null
  quantity: number
  /** The unit price the file gave; null when it gave none. */
  filePrice: number | null
  /** The unit price the order was prepared with at import; null when the line was not prepared. */
  importPrice: number | null
  /** The catalogue's current price for the order's currency and region; null when the variant has none or is gone. */
  shopPrice: number | null
  /** The unit price approve would order at now (file or catalogue, as the profile says). */
  orderPrice: number | null
  /** Units the sales channel's best location can give; null when the variant keeps no stock (or is gone). */
  stockAvailable: number | null
  taxInclusive: boolean
}

/**
 * A difference between the import and now. `allowed`: within what the profile
 * lets pass without the clerk (a price move within its tolerance);
 * `acceptable`: the clerk may accept it with `acceptChanges` (a product gone
 * or stock short cannot be accepted: the shop cannot order it).
 */
export type CheckDifference = OrderChange & {
  allowed: boolean
  acceptable: boolean
}

export type CheckTotals = {
  subtotal: number
  taxTotal: number
  shippingTotal: number
  total: number
  currencyCode: string
}

/** The answer of the approval check (a dry run of approve): what approve would create now. */
export type InboundCheck = {
  id: string
  status: InboundStatus
  customer: { id: string; email: string } | null
  shippingAddress: OrderAddress | null
  billingAddress: OrderAddress | null
  lines: CheckLine[]
  /** Totals with tax of the lines that can be ordered; null when nothing can be priced. */
  totals: CheckTotals | null
  differences: CheckDifference[]
  /** What stops the order outright (setup, customer), besides the lines' differences. */
  errors: RowError[]
}

/** A line to price with tax: its row, variant, quantity and unit price. */
export type PricedLine = {
  row: number
  variantId: string
  quantity: number
  unitPrice: number
  taxInclusive: boolean
}
