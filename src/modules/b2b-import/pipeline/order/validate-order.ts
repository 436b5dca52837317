import { looksLikeGtin } from "./gtin"
import type { MappedLine, MappedOrder, RowError } from "../types"
import { checkAddress } from "./address-check"
import { orderAddresses } from "./addresses"
import {
  filePrice,
  lineError,
  linePrice,
  lineTaxInclusive,
  type PriceProfile,
} from "./line-price"
import type {
  BuildResult,
  OrderContext,
  OrderSetup,
  PreparedLine,
  SourceNames,
  VariantFacts,
} from "./types"

/**
 * Checks one line against its variant: its problems, or the line as it will
 * be ordered. A line the map stage read only in part (`unread`) is checked
 * for what could be read, so one run reports every problem.
 */
function prepareLine(
  line: MappedLine,
  variant: VariantFacts | undefined,
  profile: PriceProfile,
  setup: OrderSetup,
  names: SourceNames
): RowError[] | PreparedLine {
  const skuColumn = names["line.sku"] ?? "line.sku"
  const qtyColumn = names["line.quantity"] ?? "line.quantity"
  const unread = new Set(line.unread ?? [])
  const errors: RowError[] = []
  if (
    !unread.has("quantity") &&
    (!Number.isInteger(line.quantity) || line.quantity <= 0)
  )
    errors.push(
      lineError(
        line,
        "INVALID_QUANTITY",
        qtyColumn,
        String(line.quantity),
        `Quantity ${line.quantity} for SKU '${line.sku}' is not allowed: order whole units greater than zero.`
      )
    )
  // A file price is checked whatever the SKU turns out to be, so an unknown SKU does not hide it.
  const fromFile =
    profile.price_source === "file" && !unread.has("unitPrice")
      ? filePrice(line, names)
      : null
  if (fromFile !== null && typeof fromFile !== "number") errors.push(fromFile)
  if (unread.has("sku")) return errors
  if (!variant)
    return [
      lineError(
        line,
        "UNKNOWN_SKU",
        skuColumn,
        line.sku,
        looksLikeGtin(line.sku)
          ? `SKU or GTIN '${line.sku}' is unknown in the catalogue: no variant has it as SKU, EAN, UPC or barcode.`
          : `SKU '${line.sku}' is unknown in the catalogue.`
      ),
      ...errors,
    ]
  if (!variant.published)
    return [
      lineError(
        line,
        "PRODUCT_NOT_AVAILABLE",
        skuColumn,
        line.sku,
        `SKU '${line.sku}' belongs to "${variant.productTitle}", which is not published.`
      ),
      ...errors,
    ]
  const price = unread.has("unitPrice")
    ? 0
    : (fromFile ?? linePrice(line, variant, profile, setup, names))
  if (typeof price !== "number" && price !== fromFile) errors.push(price)
  if (errors.length || unread.size) return errors
  const reservations = variant.stock?.locationId
    ? variant.stock.items.map((item) => ({
        inventoryItemId: item.inventoryItemId,
        locationId: variant.stock!.locationId!,
        quantity: item.requiredQuantity * line.quantity,
      }))
    : []
  return {
    row: line.row,
    sku: line.sku,
    variantId: variant.id,
    // As Medusa titles line items: the product's title (its variant's title becomes the subtitle).
    title: variant.productTitle || variant.title,
    quantity: line.quantity,
    unitPrice: price as number,
    taxInclusive: lineTaxInclusive(profile, variant),
    note: line.note,
    reservations,
  }
}

/** Lines named in a message: all of up to five, else the first three and how many more ("2, 3, 4 and 997 more"). */
export function shortList(rows: number[]): string {
  if (rows.length <= 5) return rows.join(", ")
  return `${rows.slice(0, 3).join(", ")} and ${rows.length - 3} more`
}

/** What the stock check needs of a line: it runs for every line whose SKU and quantity could be read. */
type StockLine = Pick<PreparedLine, "row" | "sku" | "quantity">

/** Whether a line's SKU and quantity are good enough to check its stock (whatever else is wrong with it). */
function stockCheckable(line: MappedLine, variant: VariantFacts | undefined) {
  const unread = new Set(line.unread ?? [])
  return (
    !!variant?.published &&
    !unread.has("sku") &&
    !unread.has("quantity") &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  )
}

/** Lines of variants that keep stock must together fit into what the sales channel's locations have. */
function stockErrors(
  lines: StockLine[],
  variants: Record<string, VariantFacts>,
  names: SourceNames
): RowError[] {
  const wanted = new Map<string, { total: number; rows: number[] }>()
  for (const line of lines) {
    const sum = wanted.get(line.sku) ?? { total: 0, rows: [] }
    wanted.set(line.sku, {
      total: sum.total + line.quantity,
      rows: [...sum.rows, line.row],
    })
  }
  const errors: RowError[] = []
  for (const line of lines) {
    const v = variants[line.sku]
    if (!v?.stock || v.allowBackorder) continue
    const { total, rows } = wanted.get(line.sku)!
    if (total > v.stock.available) {
      // Several lines of one SKU share its stock: the message says the sum is theirs, naming a few (a message per line must not grow with the file).
      const over = rows.length > 1 ? ` over lines ${shortList(rows)}` : ""
      errors.push({
        row: line.row,
        column: names["line.quantity"] ?? "line.quantity",
        value: String(line.quantity),
        code: "INSUFFICIENT_STOCK",
        message: `SKU '${line.sku}': ${total} ordered${over}, only ${v.stock.available} in stock.`,
      })
    }
  }
  return errors
}

/**
 * The "validate" stage: checks the mapped order against what the shop said
 * (setup, customer, SKUs, quantities, prices, stock) and prepares the order.
 */
export function validateOrder(
  profile: PriceProfile,
  mapped: MappedOrder,
  context: OrderContext,
  names: SourceNames
): BuildResult {
  const { setup } = context
  if (!setup) return { prepared: null, errors: context.setupErrors }
  const errors: RowError[] = [...context.customerErrors]
  const lines: PreparedLine[] = []
  const stockLines: StockLine[] = []
  for (const line of mapped.lines) {
    const variant = context.variants[line.sku]
    const result = prepareLine(line, variant, profile, setup, names)
    if (Array.isArray(result)) errors.push(...result)
    else lines.push(result)
    if (stockCheckable(line, variant)) stockLines.push(line)
  }
  errors.push(...stockErrors(stockLines, context.variants, names))
  const customer = context.customer
  if (!customer) return { prepared: null, errors }
  const found = orderAddresses(
    mapped.shipping,
    mapped.billing,
    customer.addresses ?? []
  )
  const shipping = checkAddress(
    found.shippingAddress,
    "shipping",
    names,
    setup,
    found.shippingFrom
  )
  const billing = checkAddress(found.billingAddress, "billing", names)
  errors.push(...shipping.errors, ...billing.errors)
  if (errors.length) return { prepared: null, errors }
  const shippingAddress = shipping.address
  const billingAddress = billing.address
  return {
    prepared: {
      mapped,
      setup,
      customerId: customer.id,
      email: customer.email,
      lines,
      shippingAddress,
      billingAddress,
    },
    errors,
  }
}
