import { fieldMappingSchema } from "../../../modules/b2b-import/field-mapping-schema"
import { profileSchema } from "../../../modules/b2b-import/profile-schema"
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
  "rejection_reason",
  "rejected_by",
  "rejected_at",
  "hold",
  "created_at",
  "updated_at",
]
/** A run in a record's history, as the record page shows it. */
export const RUN_FIELDS = [
  "id",
  "action",
  "started_at",
  "finished_at",
  "actor",
  "status",
  "error_message",
  "error_count",
  "note",
  "file_sha256",
  "file_name",
]
/** A stored row's fields around a resource's one schema: its id first, its times last. */
const stored = (fields: string[]) => [
  "id",
  ...fields,
  "created_at",
  "updated_at",
]

export const PROFILE_FIELDS = stored(Object.keys(profileSchema.shape))
export const MAPPING_FIELDS = stored(Object.keys(fieldMappingSchema.shape))

export const listRecordsQueryConfig = listQueryConfig(RECORD_FIELDS)
export const listProfilesQueryConfig = listQueryConfig(PROFILE_FIELDS)
