// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { type FieldWords, worded } from "../../utils/field-words"
import { nameText } from "../../utils/text-rule"
import { FILE_FORMATS, FILE_PRICES } from "./file-formats"
import {
  csvDelimiterSchema,
  currencyCodeSchema,
  customerNumberFieldSchema,
  headerRowSchema,
  priceTolerancePercentSchema,
  referenceIdSchema,
} from "./schemas"
import {
  APPROVAL_MODES,
  CSV_ENCODINGS,
  CUSTOMER_LOOKUPS,
  DECIMAL_SEPARATORS,
  PRICE_SOURCES,
} from "./types"

const words = (en: string, de: string): FieldWords => ({ label: { en, de } })

/**
 * An import profile's fields, declared once, in snake_case as they are
 * stored. Everything else derives from it: the `/admin` validators take it
 * as it is, the `/api` entity and its input rename its keys to camelCase,
 * OpenAPI follows both, `query-config.ts` lists its keys, the model takes
 * its columns from it (models/profile.ts), and the admin form checks a draft
 * with it (through src/types) and starts from NEW_PROFILE. Each field
 * carries its admin label (English, German; a hint where the form shows
 * one): the admin's words are read from here (src/admin/i18n), and a field
 * the form does not lay out by hand gets a control of its kind
 * (profile-more-fields.tsx). Browser-safe.
 */
export const profileSchema = z.object({
  name: worded(nameText("name"), words("Name", "Name")),
  approval_mode: worded(z.enum(APPROVAL_MODES), words("Approval", "Freigabe")),
  file_format: worded(
    z.enum(FILE_FORMATS),
    words("File format", "Dateiformat")
  ),
  csv_delimiter: worded(
    csvDelimiterSchema,
    words("Column separator", "Spaltentrenner")
  ),
  csv_encoding: worded(
    z.enum(CSV_ENCODINGS).optional(),
    words("Character encoding", "Zeichenkodierung")
  ),
  csv_header_row: worded(
    z.boolean().optional(),
    words("Header row", "Kopfzeile")
  ),
  sheet_name: worded(
    nameText("sheet_name", 31)
      .refine((name) => !/[[\]:*?/\\]/.test(name), {
        error:
          "sheet_name: cannot hold [ ] : * ? / or \\, which Excel allows in no sheet name",
      })
      .nullable()
      .optional()
      .describe("Excel: the sheet to read; null reads the first sheet"),
    words("Sheet", "Tabellenblatt")
  ),
  header_row: worded(
    headerRowSchema.describe(
      "Excel: the row holding the column headers (from 1); the order lines follow it"
    ),
    words("Header row number", "Zeile der Spaltenköpfe")
  ),
  decimal_separator: worded(
    z.enum(DECIMAL_SEPARATORS).optional(),
    words("Decimal separator", "Dezimaltrennzeichen")
  ),
  region_id: worded(referenceIdSchema, words("Region", "Region")),
  sales_channel_id: worded(
    referenceIdSchema,
    words("Sales channel", "Verkaufskanal")
  ),
  currency_code: worded(currencyCodeSchema, words("Currency", "Währung")),
  customer_id: worded(referenceIdSchema, words("Customer ID", "Kunden-ID")),
  customer_lookup: worded(
    z.enum(CUSTOMER_LOOKUPS).optional(),
    words("Customer lookup", "Kundensuche")
  ),
  customer_number_field: worded(
    customerNumberFieldSchema.describe(
      "Customer lookup by number: the key of the customer's metadata holding the number the file gives (customer_number, or a party id such as gln)"
    ),
    words("Customer field for the number", "Kundenfeld für die Nummer")
  ),
  shipping_option_id: worded(
    referenceIdSchema,
    words("Shipping option", "Versandart")
  ),
  price_source: worded(
    z.enum(PRICE_SOURCES).optional(),
    words("Price source", "Preisquelle")
  ),
  file_prices: worded(
    z
      .enum(FILE_PRICES)
      .nullable()
      .optional()
      .describe(
        "Prices in the file are net or gross (priceSource file); null: the standards (openTRANS, EDIFACT, UBL, cXML) net, CSV, JSON and Excel gross"
      ),
    words("Prices in the file", "Preise in der Datei")
  ),
  price_tolerance_percent: worded(
    priceTolerancePercentSchema.describe(
      "How far (percent) an order price may move between import and approval without acceptance; 0: any move needs acceptance"
    ),
    words("Price tolerance (%)", "Preistoleranz (%)")
  ),
  active: worded(z.boolean().optional(), words("Active", "Aktiv")),
})

/** A profile's fields as stored: every one set (null where nothing is). */
export type ProfileFields = {
  [K in keyof z.output<typeof profileSchema>]-?: Exclude<
    z.output<typeof profileSchema>[K],
    undefined
  >
}

/**
 * A new profile: what a create that leaves a field out stores (the columns'
 * defaults) and where the admin form starts. `name` has no default: a
 * create must give it.
 */
export const NEW_PROFILE: ProfileFields = {
  name: "",
  approval_mode: "manual",
  file_format: "csv",
  csv_delimiter: null,
  csv_encoding: "utf-8",
  csv_header_row: true,
  sheet_name: null,
  header_row: 1,
  decimal_separator: ".",
  region_id: null,
  sales_channel_id: null,
  currency_code: null,
  customer_id: null,
  customer_lookup: "email",
  customer_number_field: "customer_number",
  shipping_option_id: null,
  price_source: "catalogue",
  file_prices: null,
  price_tolerance_percent: 0,
  active: true,
}
