import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { recordSteps } from "../steps/crud"

export type RejectInboundRecordInput = {
  id: string
  reason: string
  actor: string | null
}

/**
 * A clerk says no: the record becomes `rejected` (final, no order) with the
 * reason, who and when. The prepared order stays for the record's history;
 * a rejected record holds no order number, so a corrected file may follow.
 */
export const rejectInboundRecordWorkflow = createWorkflow(
  "plugin-b2b-reject-inbound-record",
  (input: RejectInboundRecordInput) => {
    const data = transform({ input }, ({ input }) => ({
      id: input.id,
      status: "rejected" as const,
      rejection_reason: input.reason,
      rejected_by: input.actor,
      rejected_at: new Date(),
    }))
    return new WorkflowResponse(recordSteps.update(data))
  }
)
