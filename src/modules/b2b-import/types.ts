/** Enumerations of the B2B order import, declared once for models, schemas and the API. */
export {
  DEFAULT_FILE_PRICES,
  FILE_FORMATS,
  FILE_PRICES,
  type FileFormat,
  type FilePrices,
} from "./file-formats"
export const APPROVAL_MODES = ["auto", "manual"] as const
export const CSV_ENCODINGS = ["utf-8", "windows-1252"] as const
export const DECIMAL_SEPARATORS = [".", ","] as const
export const CUSTOMER_LOOKUPS = ["email", "number", "fixed"] as const
export const PRICE_SOURCES = ["catalogue", "file"] as const
export const INBOUND_STATUSES = [
  "pending",
  "parsed",
  "mapped",
  "failed",
  "awaiting_approval",
  "approved",
  "rejected",
] as const

export type InboundStatus = (typeof INBOUND_STATUSES)[number]

/** What a run in a record's history did: the pipeline's actions, or a corrected file. */
export const INBOUND_RUN_ACTIONS = [
  "process",
  "approve",
  "replace_file",
] as const
export type InboundRunAction = (typeof INBOUND_RUN_ACTIONS)[number]

const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "address1",
  "address2",
  "postalCode",
  "city",
  "province",
  "countryCode",
  "phone",
] as const

/** Order fields a field mapping can fill. */
export const MAPPING_TARGETS = [
  "order.externalNumber",
  "order.note",
  "order.requestedDate",
  "customer.email",
  "customer.number",
  "line.sku",
  "line.quantity",
  "line.unitPrice",
  "line.note",
  ...ADDRESS_FIELDS.map((f) => `shipping.${f}` as const),
  ...ADDRESS_FIELDS.map((f) => `billing.${f}` as const),
] as const
export type MappingTarget = (typeof MAPPING_TARGETS)[number]
export type AddressField = (typeof ADDRESS_FIELDS)[number]
