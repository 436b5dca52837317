import { model } from "@medusajs/framework/utils"
import {
  APPROVAL_MODES,
  CSV_ENCODINGS,
  CUSTOMER_LOOKUPS,
  FILE_FORMATS,
  FILE_PRICES,
  PRICE_SOURCES,
} from "../types"
import { FieldMapping } from "./field-mapping"

/** How files of one sender are read and turned into orders. */
export const Profile = model.define(
  { name: "ImportProfile", tableName: "plugin_b2b_profile" },
  {
    id: model.id().primaryKey(),
    name: model.text().searchable(),
    approval_mode: model.enum([...APPROVAL_MODES]).default("manual"),
    file_format: model.enum([...FILE_FORMATS]).default("csv"),
    /** Null: detect the delimiter from the file. */
    csv_delimiter: model.text().nullable(),
    csv_encoding: model.enum([...CSV_ENCODINGS]).default("utf-8"),
    csv_header_row: model.boolean().default(true),
    /** One of DECIMAL_SEPARATORS; text because "." and "," make no enum names. */
    decimal_separator: model.text().default("."),
    region_id: model.text().nullable(),
    sales_channel_id: model.text().nullable(),
    currency_code: model.text().nullable(),
    customer_id: model.text().nullable(),
    customer_lookup: model.enum([...CUSTOMER_LOOKUPS]).default("email"),
    shipping_option_id: model.text().nullable(),
    price_source: model.enum([...PRICE_SOURCES]).default("catalogue"),
    /** Net or gross prices in the file (price_source "file"); null: the format's default (DEFAULT_FILE_PRICES). */
    file_prices: model.enum([...FILE_PRICES]).nullable(),
    /** How far (in percent) an order price may move between import and approval without the clerk accepting it; 0: any move. */
    price_tolerance_percent: model.float().default(0),
    active: model.boolean().default(true),
    mappings: model.hasMany(() => FieldMapping, { mappedBy: "profile" }),
  }
)
