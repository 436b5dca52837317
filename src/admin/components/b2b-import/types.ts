import type { InboundStatus } from "../../../modules/b2b-import/types"

export type { InboundStatus }

/** One row-level problem of an import run. */
export type RowError = {
  row: number | null
  column: string | null
  value: unknown
  code: string
  message: string
}

/** Something approve found changed since the import (e.g. a price). */
export type RecordChange = {
  row: number | null
  sku: string | null
  field: string
  before: unknown
  after: unknown
  message: string
}

/** An uploaded order file as the admin API answers it. */
export type InboundRecord = {
  id: string
  profile_id: string
  status: InboundStatus
  file_name: string
  file_size: number
  file_sha256: string
  content_type: string | null
  uploaded_by: string | null
  error_message: string | null
  errors: RowError[] | null
  external_order_number: string | null
  line_count: number | null
  order_id: string | null
  order?: { id: string; display_id: number | null; status: string } | null
  changes: RecordChange[] | null
  processed_at: string | null
  approved_at: string | null
  approved_by: string | null
  attempts: number
  created_at: string
  updated_at: string
}

/** One step of a field mapping's transform chain. */
export type TransformStep = { type: string; [option: string]: unknown }

/** A source column or path of a profile and the order field it fills. */
export type FieldMapping = {
  id: string
  profile_id: string
  source: string
  target: string
  transform: TransformStep[] | null
  required: boolean
  position: number
}

/** An import profile; `mappings` only when read one by one. */
export type Profile = {
  id: string
  name: string
  approval_mode: "auto" | "manual"
  file_format: "csv" | "json" | "opentrans"
  csv_delimiter: string | null
  csv_encoding: "utf-8" | "windows-1252"
  csv_header_row: boolean
  decimal_separator: "." | ","
  region_id: string | null
  sales_channel_id: string | null
  currency_code: string | null
  customer_id: string | null
  customer_lookup: "email" | "number" | "fixed"
  shipping_option_id: string | null
  price_source: "catalogue" | "file"
  active: boolean
  created_at: string
  updated_at: string
  mappings?: FieldMapping[]
}

/** The fields a profile form sends (create and update). */
export type ProfileInput = Omit<
  Profile,
  "id" | "created_at" | "updated_at" | "mappings"
>

/** The fields a mapping form sends. */
export type MappingInput = {
  source: string
  target: string
  transform: TransformStep[] | null
  required: boolean
  position: number
}
