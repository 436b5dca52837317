import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { INBOUND_STATUSES } from "../../modules/b2b-import/types"
import { deleteInboundRecordsWorkflow } from "../../workflows/b2b-import"
import type { EntityDefinition } from "./definition"
import type { EntityField } from "./types"

const col = (column: string, type: EntityField["type"]): EntityField => ({
  column,
  type,
  readOnly: true,
})
/** A row error of a record, as both the entity and the action answers show it. */
export const rowErrorSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string().nullable(),
  code: z.string(),
  message: z.string(),
})

/** `/api/plugin-b2b-inbound-record`: uploaded order files; created by upload, read, searched and deleted here. */
export const inboundRecordEntity: EntityDefinition = {
  name: "plugin_b2b_inbound_record",
  path: "plugin-b2b-inbound-record",
  privilege: "plugin_b2b_inbound_record",
  graphEntity: "inbound_record",
  fields: {
    id: col("id", "id"),
    profileId: col("profile_id", "id"),
    status: col("status", "string"),
    fileName: { ...col("file_name", "string"), searchable: true },
    fileSize: col("file_size", "integer"),
    fileSha256: col("file_sha256", "string"),
    contentType: col("content_type", "string"),
    uploadedBy: col("uploaded_by", "string"),
    errorMessage: col("error_message", "string"),
    errors: col("errors", "json"),
    externalOrderNumber: {
      ...col("external_order_number", "string"),
      searchable: true,
    },
    orderId: col("order_id", "string"),
    processedAt: col("processed_at", "date"),
    approvedAt: col("approved_at", "date"),
    approvedBy: col("approved_by", "string"),
    attempts: col("attempts", "integer"),
    createdAt: col("created_at", "date"),
    updatedAt: col("updated_at", "date"),
  },
  readSchema: z.object({
    id: hexIdSchema,
    profileId: hexIdSchema,
    status: z.enum(INBOUND_STATUSES),
    fileName: z.string(),
    fileSize: z.number().int(),
    fileSha256: z.string(),
    contentType: z.string().nullable(),
    uploadedBy: z.string().nullable(),
    errorMessage: z.string().nullable(),
    errors: z.array(rowErrorSchema).nullable(),
    externalOrderNumber: z.string().nullable(),
    orderId: z.string().nullable(),
    processedAt: z.string().nullable(),
    approvedAt: z.string().nullable(),
    approvedBy: z.string().nullable(),
    attempts: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  defaultSort: { created_at: "DESC" },
  delete: async (container, ids) =>
    void (await deleteInboundRecordsWorkflow(container).run({
      input: { ids },
    })),
}
