// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { nameText } from "../../utils/text-rule"
import { FILE_FORMATS, FILE_PRICES } from "./file-formats"
import {
  csvDelimiterSchema,
  currencyCodeSchema,
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

/**
 * An import profile's fields, declared once, in snake_case as they are
 * stored. Everything else derives from it: the `/admin` validators take it
 * as it is, the `/api` entity and its input rename its keys to camelCase,
 * OpenAPI follows both, `query-config.ts` lists its keys, the model takes
 * its columns from it (models/profile.ts), and the admin form checks a draft
 * with it (through src/types) and starts from NEW_PROFILE. Browser-safe.
 */
export const profileSchema = z.object({
  name: nameText("name"),
  approval_mode: z.enum(APPROVAL_MODES),
  file_format: z.enum(FILE_FORMATS),
  csv_delimiter: csvDelimiterSchema,
  csv_encoding: z.enum(CSV_ENCODINGS).optional(),
  csv_header_row: z.boolean().optional(),
  decimal_separator: z.enum(DECIMAL_SEPARATORS).optional(),
  region_id: referenceIdSchema,
  sales_channel_id: referenceIdSchema,
  currency_code: currencyCodeSchema,
  customer_id: referenceIdSchema,
  customer_lookup: z.enum(CUSTOMER_LOOKUPS).optional(),
  shipping_option_id: referenceIdSchema,
  price_source: z.enum(PRICE_SOURCES).optional(),
  file_prices: z
    .enum(FILE_PRICES)
    .nullable()
    .optional()
    .describe(
      "Prices in the file are net or gross (priceSource file); null: openTRANS net, CSV and JSON gross"
    ),
  price_tolerance_percent: priceTolerancePercentSchema.describe(
    "How far (percent) an order price may move between import and approval without acceptance; 0: any move needs acceptance"
  ),
  active: z.boolean().optional(),
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
  decimal_separator: ".",
  region_id: null,
  sales_channel_id: null,
  currency_code: null,
  customer_id: null,
  customer_lookup: "email",
  shipping_option_id: null,
  price_source: "catalogue",
  file_prices: null,
  price_tolerance_percent: 0,
  active: true,
}
