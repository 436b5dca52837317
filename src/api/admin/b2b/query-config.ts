import {
  inboundRecordSchema,
  inboundRunSchema,
} from "../../../modules/b2b-import/inbound-record-schema"
import { fieldMappingSchema } from "../../../modules/b2b-import/field-mapping-schema"
import { profileSchema } from "../../../modules/b2b-import/profile-schema"
import { listQueryConfig } from "../../utils/find-params"

/** A stored row's fields around a resource's one schema: its id first, its times last. */
const stored = (fields: string[]) => [
  "id",
  ...fields,
  "created_at",
  "updated_at",
]

export const RECORD_FIELDS = stored(Object.keys(inboundRecordSchema.shape))
/** A run in a record's history, as the record page shows it. */
export const RUN_FIELDS = Object.keys(inboundRunSchema.shape)
export const PROFILE_FIELDS = stored(Object.keys(profileSchema.shape))
export const MAPPING_FIELDS = stored(Object.keys(fieldMappingSchema.shape))

export const listRecordsQueryConfig = listQueryConfig(RECORD_FIELDS)
export const listProfilesQueryConfig = listQueryConfig(PROFILE_FIELDS)
