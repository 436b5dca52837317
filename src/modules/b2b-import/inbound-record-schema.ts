// zod itself (which @medusajs/framework/zod re-exports), as the module's other schemas.
import { z } from "zod"
import { hexIdSchema } from "../../utils/hex-id"
import { INBOUND_RUN_ACTIONS, INBOUND_STATUSES } from "./types"

// The kinds of value a record and a run hold; a stored time is read as an ISO 8601 string.
const text = z.string()
const textOrNull = text.nullable()
const count = z.number().int()
const time = z.iso.datetime()
const timeOrNull = time.nullable()

/** A row error of a record, as the record and the actions' answers show it. */
export const rowErrorSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string().nullable(),
  code: z.string(),
  message: z.string(),
})

/**
 * An inbound record's fields as read, declared once, in snake_case as
 * stored (besides its id and times, and its runs). Records are written by
 * the pipeline, never through an input, so this is a read shape: the
 * `/admin` routes select its keys (query-config.ts), the `/api` entity
 * renames them to camelCase for its fields and read schema, OpenAPI
 * follows. Left out: the stored file's key and the order as prepared
 * (internal to the pipeline).
 */
export const inboundRecordSchema = z.object({
  profile_id: hexIdSchema,
  status: z.enum(INBOUND_STATUSES),
  file_name: text,
  file_size: count,
  file_sha256: text,
  content_type: textOrNull,
  uploaded_by: textOrNull,
  error_message: textOrNull,
  errors: z.array(rowErrorSchema).nullable(),
  external_order_number: textOrNull,
  line_count: count.nullable(),
  order_id: textOrNull,
  changes: z.array(z.record(text, z.unknown())).nullable(),
  processed_at: timeOrNull,
  approved_at: timeOrNull,
  approved_by: textOrNull,
  attempts: count,
  rejection_reason: textOrNull,
  rejected_by: textOrNull,
  rejected_at: timeOrNull,
  hold: z.boolean(),
})

/** A run in a record's history (process, approve, replace_file) and where it left the record; declared once, as inboundRecordSchema. */
export const inboundRunSchema = z.object({
  id: hexIdSchema,
  action: z.enum(INBOUND_RUN_ACTIONS),
  started_at: time,
  finished_at: time,
  actor: textOrNull,
  status: text,
  error_message: textOrNull,
  error_count: count,
  note: textOrNull,
  file_name: text,
  file_sha256: text,
})
