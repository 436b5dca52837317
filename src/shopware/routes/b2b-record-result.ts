// What the B2B action routes (b2b-*-routes.ts) share: the record's id in the
// path, who acts, and the record as an action answers with it.
import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import type {
  InboundRecordRow,
  OrderChange,
} from "../../modules/b2b-import/pipeline/order/types"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import { INBOUND_STATUSES } from "../../modules/b2b-import/types"
import { rowErrorSchema } from "../entities/inbound-record-entity"
import type { ApiRequest } from "./types"

/** The record's id in the path of the B2B action routes. */
export const recordParams = z.object({ inboundRecordId: hexIdSchema })

const change = z.object({
  row: z.number().int().nullable(),
  sku: z.string().nullable(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  message: z.string(),
})
export const actionResult = z.object({
  id: hexIdSchema,
  status: z.enum(INBOUND_STATUSES),
  errorMessage: z.string().nullable(),
  errors: z.array(rowErrorSchema),
  orderId: z.string().nullable(),
  changes: z.array(change),
  rejectionReason: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: z.string().nullable(),
})

export function actorName(req: Pick<ApiRequest, "apiActor">): string | null {
  return req.apiActor
    ? `${req.apiActor.name}${req.apiActor.type === "integration" ? " (integration)" : ""}`
    : null
}

/** The fields of an inbound record an action answers with. */
type ActionRecord = Pick<
  InboundRecordRow,
  | "id"
  | "status"
  | "error_message"
  | "errors"
  | "order_id"
  | "changes"
  | "rejection_reason"
  | "rejected_by"
  | "rejected_at"
>

export function toResult(record: ActionRecord): z.infer<typeof actionResult> {
  return {
    id: record.id,
    status: record.status,
    errorMessage: record.error_message ?? null,
    // JSON columns are typed as records by the model; these hold lists.
    errors: (record.errors as RowError[] | null) ?? [],
    orderId: record.order_id ?? null,
    changes: (record.changes as OrderChange[] | null) ?? [],
    rejectionReason: record.rejection_reason ?? null,
    rejectedBy: record.rejected_by ?? null,
    rejectedAt: record.rejected_at
      ? new Date(record.rejected_at).toISOString()
      : null,
  }
}
