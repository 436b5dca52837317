import type { InferTypeOf } from "@medusajs/framework/types"
import { z } from "@medusajs/framework/zod"
import type { InboundRun } from "../../modules/b2b-import/models/inbound-run"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { orderKeptMessage } from "../../modules/b2b-import/pipeline/order/order-number"
import { runsInOrder } from "../../modules/b2b-import/runs"
import {
  INBOUND_RUN_ACTIONS,
  INBOUND_STATUSES,
} from "../../modules/b2b-import/types"
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

/** A run in a record's history (process, approve, replace_file) and where it left the record. */
const runSchema = z.object({
  id: hexIdSchema,
  action: z.enum(INBOUND_RUN_ACTIONS),
  startedAt: z.string(),
  finishedAt: z.string(),
  actor: z.string().nullable(),
  status: z.string(),
  errorMessage: z.string().nullable(),
  errorCount: z.number().int(),
  note: z.string().nullable(),
  fileName: z.string(),
  fileSha256: z.string(),
})

const iso = (v: Date | string) => new Date(v).toISOString()
/** A run as the module stores it. */
type RunRow = InferTypeOf<typeof InboundRun>

const toWireRun = (r: RunRow): z.infer<typeof runSchema> => ({
  id: r.id,
  action: r.action,
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  actor: r.actor ?? null,
  status: r.status,
  errorMessage: r.error_message ?? null,
  errorCount: r.error_count ?? 0,
  note: r.note ?? null,
  fileName: r.file_name,
  fileSha256: r.file_sha256,
})

/** `/api/plugin-b2b-inbound-record`: uploaded order files; created by upload, read, searched and deleted here. */
export const inboundRecordEntity: EntityDefinition = {
  name: "plugin_b2b_inbound_record",
  path: "plugin-b2b-inbound-record",
  privilege: "plugin_b2b_inbound_record",
  graphEntity: "inbound_record",
  associations: {
    profile: {
      entity: "plugin_b2b_profile",
      link: { kind: "one", column: "profile_id" },
    },
  },
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
    rejectionReason: col("rejection_reason", "string"),
    rejectedBy: col("rejected_by", "string"),
    rejectedAt: col("rejected_at", "date"),
    hold: col("hold", "boolean"),
    runs: {
      ...col("runs", "json"),
      select: ["runs.*"],
      get: (row) => runsInOrder(row.runs as RunRow[] | null).map(toWireRun),
    },
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
    rejectionReason: z.string().nullable(),
    rejectedBy: z.string().nullable(),
    rejectedAt: z.string().nullable(),
    hold: z.boolean(),
    runs: z
      .array(runSchema)
      .describe("The record's history of runs, oldest first"),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  defaultSort: { created_at: "DESC" },
  delete: async (container, ids) => {
    const { result } = await deleteInboundRecordsWorkflow(container).run({
      input: { ids },
    })
    const [kept] = result.keptOrders
    return { notice: kept ? orderKeptMessage(kept) : null }
  },
  deleteNotice:
    "When the record had created an order, the header `X-Plugin-Notice` says that the order stays and keeps its order number (a file with that number is refused as DUPLICATE_ORDER_NUMBER).",
}
