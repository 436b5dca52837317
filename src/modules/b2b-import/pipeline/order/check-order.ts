import { lineTaxInclusive, type PriceProfile } from "./line-price"
import type { MappedLine, MappedOrder, RowError } from "../types"
import type { CheckDifference, CheckLine, PricedLine } from "./check-types"
import type {
  OrderContext,
  PreparedLine,
  PreparedOrder,
  SourceNames,
  VariantFacts,
} from "./types"
import { validateOrder } from "./validate-order"

/** Codes of validation errors that are differences of one line, and the field the check names them by. */
const LINE_FIELDS: Partial<Record<RowError["code"], string>> = {
  UNKNOWN_SKU: "product",
  PRODUCT_NOT_AVAILABLE: "product",
  INSUFFICIENT_STOCK: "stock",
}

type Profile = PriceProfile & {
  price_tolerance_percent?: number | null
}

/** The unit price approve would order the line at: the file's or the catalogue's, as the profile says. */
function orderPrice(
  line: MappedLine,
  variant: VariantFacts | undefined,
  profile: Profile
): number | null {
  if (profile.price_source === "file") return line.unitPrice
  return variant?.price ?? null
}

/** A line as a clerk tells it from the others: the product's title, and the variant's when it says more. */
function variantLabel(v: VariantFacts): string {
  if (!v.productTitle) return v.title
  return v.title && v.title !== v.productTitle
    ? `${v.productTitle} (${v.title})`
    : v.productTitle
}

/** Percent a price moved (exact, compared with the tolerance); Infinity from a price of zero. */
function movedPercent(before: number, after: number): number {
  if (before === after) return 0
  if (before === 0) return Infinity
  return (Math.abs(after - before) / before) * 100
}

/** A percent as the clerk reads it: rounded to 0.01, no trailing zeros. */
const shownPercent = (percent: number) => Math.round(percent * 100) / 100

function priceDifference(
  line: CheckLine,
  before: number,
  after: number,
  currency: string,
  tolerance: number
): CheckDifference {
  const moved = movedPercent(before, after)
  // Within a hair of the tolerance counts as within: 10 → 10.4 is 4 % though binary floats make it 4.0000000000000036.
  const allowed = moved <= tolerance + 1e-9
  const allowance = tolerance
    ? `the profile lets prices move by up to ${tolerance} %`
    : "the profile lets no price move without acceptance"
  return {
    row: line.row,
    sku: line.sku,
    field: "unitPrice",
    before,
    after,
    allowed,
    acceptable: true,
    message: `Line ${line.row}, SKU '${line.sku}': the price changed from ${before.toFixed(2)} to ${after.toFixed(2)} ${currency} since the import (${Number.isFinite(moved) ? `${shownPercent(moved)} %` : "from zero"}; ${allowance}).`,
  }
}

/** A validation error as a difference the clerk cannot accept (the shop cannot order it as it stands). */
function errorDifference(error: RowError, lines: CheckLine[]): CheckDifference {
  const line = lines.find((l) => l.row === error.row)
  const field = LINE_FIELDS[error.code] ?? error.code.toLowerCase()
  return {
    row: error.row,
    sku: line?.sku ?? null,
    field,
    // stock: ordered → available; product: the SKU → gone; else what the file said → nothing usable.
    before:
      field === "stock" ? (line?.quantity ?? null) : (line?.sku ?? error.value),
    after: field === "stock" ? (line?.stockAvailable ?? 0) : null,
    allowed: false,
    acceptable: false,
    message: error.message,
  }
}

/**
 * The approval check of an order kept at import, against what the shop says
 * now: its lines with both prices and stock, what differs (price moves
 * judged against the profile's tolerance; products gone and stock short
 * cannot be accepted), and the lines approve would price. Pure: the workflow
 * fetched the context.
 */
export function checkOrder(input: {
  profile: Profile
  before: PreparedOrder
  context: OrderContext
  names: SourceNames
}) {
  const { profile, before, context, names } = input
  const mapped: MappedOrder = before.mapped
  const currency = (
    context.setup?.currencyCode ?? before.setup.currencyCode
  ).toUpperCase()
  const tolerance = Number(profile.price_tolerance_percent ?? 0)
  const imported = new Map<number, PreparedLine>(
    before.lines.map((l) => [l.row, l])
  )
  const lines: CheckLine[] = mapped.lines.map((line) => {
    const variant = context.variants[line.sku]
    return {
      row: line.row,
      sku: line.sku,
      title: variant
        ? variantLabel(variant)
        : (imported.get(line.row)?.title ?? null),
      quantity: line.quantity,
      filePrice: line.unitPrice,
      importPrice: imported.get(line.row)?.unitPrice ?? null,
      shopPrice: variant?.price ?? null,
      orderPrice: variant?.published
        ? orderPrice(line, variant, profile)
        : null,
      stockAvailable: variant?.stock?.available ?? null,
      taxInclusive: variant ? lineTaxInclusive(profile, variant) : false,
    }
  })
  const built = validateOrder(profile, mapped, context, names)
  const differences: CheckDifference[] = []
  const errors: RowError[] = []
  for (const line of lines) {
    if (line.importPrice === null || line.orderPrice === null) continue
    if (line.importPrice !== line.orderPrice)
      differences.push(
        priceDifference(
          line,
          line.importPrice,
          line.orderPrice,
          currency,
          tolerance
        )
      )
  }
  for (const error of built.errors) {
    if (error.row !== null) differences.push(errorDifference(error, lines))
    else errors.push(error)
  }
  if (built.prepared && built.prepared.customerId !== before.customerId)
    differences.push({
      row: null,
      sku: null,
      field: "customer",
      before: before.customerId,
      after: built.prepared.customerId,
      allowed: false,
      acceptable: true,
      message:
        "The file's customer now resolves to another customer than at the import.",
    })
  differences.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  const priced: PricedLine[] = lines.flatMap((line) => {
    const variant = context.variants[line.sku]
    return variant && line.orderPrice !== null
      ? [
          {
            row: line.row,
            variantId: variant.id,
            quantity: line.quantity,
            unitPrice: line.orderPrice,
            taxInclusive: line.taxInclusive,
          },
        ]
      : []
  })
  return { lines, differences, errors, prepared: built.prepared, priced }
}

/** Differences the clerk must accept before approve creates the order. */
export const needAcceptance = (differences: CheckDifference[]) =>
  differences.filter((d) => !d.allowed && d.acceptable)
