import { listQueryConfig } from "../../utils/find-params"

export const RECORD_FIELDS = [
  "id",
  "profile_id",
  "status",
  "file_name",
  "file_size",
  "file_sha256",
  "content_type",
  "uploaded_by",
  "error_message",
  "errors",
  "external_order_number",
  "line_count",
  "order_id",
  "changes",
  "processed_at",
  "approved_at",
  "approved_by",
  "attempts",
  "created_at",
  "updated_at",
]
export const PROFILE_FIELDS = [
  "id",
  "name",
  "approval_mode",
  "file_format",
  "csv_delimiter",
  "csv_encoding",
  "csv_header_row",
  "decimal_separator",
  "region_id",
  "sales_channel_id",
  "currency_code",
  "customer_id",
  "customer_lookup",
  "shipping_option_id",
  "price_source",
  "active",
  "created_at",
  "updated_at",
]
export const MAPPING_FIELDS = [
  "id",
  "profile_id",
  "source",
  "target",
  "transform",
  "required",
  "position",
  "created_at",
  "updated_at",
]

export const listRecordsQueryConfig = listQueryConfig(RECORD_FIELDS)
export const listProfilesQueryConfig = listQueryConfig(PROFILE_FIELDS)
