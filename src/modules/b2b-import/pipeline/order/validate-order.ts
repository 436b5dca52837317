import type { MappedLine, MappedOrder, RowError } from "../types"
import { orderAddresses } from "./addresses"
import type {
  BuildResult,
  OrderContext,
  OrderSetup,
  PreparedLine,
  ProfileRow,
  SourceNames,
  VariantFacts,
} from "./types"

function lineError(
  line: MappedLine,
  code: RowError["code"],
  column: string,
  value: string,
  message: string
): RowError {
  return { row: line.row, column, value, code, message }
}

/** Checks one line against its variant; a problem or the line as it will be ordered. */
function prepareLine(
  line: MappedLine,
  variant: VariantFacts | undefined,
  profile: Pick<ProfileRow, "price_source">,
  setup: OrderSetup,
  names: SourceNames
): RowError | PreparedLine {
  const skuColumn = names["line.sku"] ?? "line.sku"
  const qtyColumn = names["line.quantity"] ?? "line.quantity"
  if (!variant)
    return lineError(
      line,
      "UNKNOWN_SKU",
      skuColumn,
      line.sku,
      `SKU '${line.sku}' is unknown in the catalogue.`
    )
  if (!variant.published)
    return lineError(
      line,
      "PRODUCT_NOT_AVAILABLE",
      skuColumn,
      line.sku,
      `SKU '${line.sku}' belongs to "${variant.productTitle}", which is not published.`
    )
  if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
    return lineError(
      line,
      "INVALID_QUANTITY",
      qtyColumn,
      String(line.quantity),
      `Quantity ${line.quantity} for SKU '${line.sku}' is not allowed: order whole units greater than zero.`
    )
  }
  let unitPrice: number
  if (profile.price_source === "file") {
    const priceColumn = names["line.unitPrice"] ?? "line.unitPrice"
    if (line.unitPrice === null)
      return lineError(
        line,
        "PRICE_MISSING",
        priceColumn,
        "",
        `The file gives no price for SKU '${line.sku}', and the profile takes prices from the file.`
      )
    if (line.unitPrice < 0)
      return lineError(
        line,
        "INVALID_PRICE",
        priceColumn,
        String(line.unitPrice),
        `Price ${line.unitPrice} for SKU '${line.sku}' is negative.`
      )
    unitPrice = line.unitPrice
  } else {
    if (variant.price === null)
      return lineError(
        line,
        "PRICE_MISSING",
        skuColumn,
        line.sku,
        `SKU '${line.sku}' has no catalogue price in ${setup.currencyCode.toUpperCase()}.`
      )
    unitPrice = variant.price
  }
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
    title: variant.title,
    quantity: line.quantity,
    unitPrice,
    taxInclusive: variant.priceTaxInclusive,
    note: line.note,
    reservations,
  }
}

/** Lines of variants that keep stock must together fit into what the sales channel's locations have. */
function stockErrors(
  lines: PreparedLine[],
  variants: Record<string, VariantFacts>,
  names: SourceNames
): RowError[] {
  const wanted = new Map<string, number>()
  for (const line of lines)
    wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity)
  const errors: RowError[] = []
  for (const line of lines) {
    const v = variants[line.sku]
    if (!v?.stock || v.allowBackorder) continue
    const total = wanted.get(line.sku)!
    if (total > v.stock.available) {
      errors.push({
        row: line.row,
        column: names["line.quantity"] ?? "line.quantity",
        value: String(line.quantity),
        code: "INSUFFICIENT_STOCK",
        message: `SKU '${line.sku}': ${total} ordered, only ${v.stock.available} in stock.`,
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
  profile: Pick<ProfileRow, "price_source">,
  mapped: MappedOrder,
  context: OrderContext,
  names: SourceNames
): BuildResult {
  const { setup } = context
  if (!setup) return { prepared: null, errors: context.setupErrors }
  const errors: RowError[] = [...context.customerErrors]
  const lines: PreparedLine[] = []
  for (const line of mapped.lines) {
    const result = prepareLine(
      line,
      context.variants[line.sku],
      profile,
      setup,
      names
    )
    if ("code" in result) errors.push(result)
    else lines.push(result)
  }
  errors.push(...stockErrors(lines, context.variants, names))
  const customer = context.customer
  if (errors.length || !customer) return { prepared: null, errors }
  const { shippingAddress, billingAddress } = orderAddresses(
    mapped.shipping,
    mapped.billing,
    customer.addresses ?? []
  )
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
