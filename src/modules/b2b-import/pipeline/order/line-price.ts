import type { FilePrices } from "../../file-formats"
import { DEFAULT_FILE_PRICES } from "../../types"
import type { MappedLine, RowError } from "../types"
import type { OrderSetup, ProfileRow, SourceNames, VariantFacts } from "./types"

/** A problem of one order line. */
export function lineError(
  line: MappedLine,
  code: RowError["code"],
  column: string,
  value: string,
  message: string
): RowError {
  return { row: line.row, column, value, code, message }
}

/** The profile fields validation reads. */
export type PriceProfile = Pick<
  ProfileRow,
  "price_source" | "file_format" | "file_prices"
>

/** Whether the file's prices are net or gross: as the profile says, else as its format gives them (the standards net, CSV, JSON and Excel gross). */
export const filePriceBasis = (
  profile: Pick<ProfileRow, "file_format" | "file_prices">
): FilePrices =>
  profile.file_prices ?? DEFAULT_FILE_PRICES[profile.file_format] ?? "gross"

/**
 * Whether an order line's price includes tax: a catalogue price keeps the
 * shop's own price preference; a file price is net or gross as the profile
 * says, else as its format gives them (the standards net, CSV, JSON and Excel gross).
 */
export function lineTaxInclusive(
  profile: PriceProfile,
  variant: Pick<VariantFacts, "priceTaxInclusive">
): boolean {
  if (profile.price_source !== "file") return variant.priceTaxInclusive
  return filePriceBasis(profile) === "gross"
}

/** The file's price of a line (a profile taking prices from the file); a problem when it has none. Needs no variant. */
export function filePrice(
  line: MappedLine,
  names: SourceNames
): RowError | number {
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
  return line.unitPrice
}

/** The price of a line: from the file or the catalogue; a problem when there is none. */
export function linePrice(
  line: MappedLine,
  variant: VariantFacts,
  profile: PriceProfile,
  setup: OrderSetup,
  names: SourceNames
): RowError | number {
  if (profile.price_source === "file") return filePrice(line, names)
  if (variant.price === null)
    return lineError(
      line,
      "PRICE_MISSING",
      names["line.sku"] ?? "line.sku",
      line.sku,
      `SKU '${line.sku}' has no catalogue price in ${setup.currencyCode.toUpperCase()}.`
    )
  return variant.price
}
