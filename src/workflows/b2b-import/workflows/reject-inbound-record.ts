import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import { acquireRecordLocksStep } from "../steps/acquire-record-locks"
import { assertInboundMoveStep } from "../steps/assert-inbound-move"
import { recordSteps } from "../steps/crud"
import { findLeftoverOrdersStep } from "../steps/find-leftover-orders"
import { releaseOrderNumberClaimsStep } from "../steps/release-order-number-claims"
import { releaseRecordLocksStep } from "../steps/release-record-locks"
import { validateNoLeftoverOrderStep } from "../steps/validate-no-leftover-order"

export type RejectInboundRecordInput = {
  id: string
  reason: string
  actor: string | null
}

/**
 * A clerk says no: a record that is not final (409 otherwise, under the
 * record's lock, so a run in progress finishes first) becomes `rejected`
 * (final, no order) with the reason, who and when. The prepared order stays for the record's history;
 * a rejected record holds no order number, so a corrected file may follow.
 *
 * An order an interrupted run already created for the record (see
 * utils/leftover-orders.ts) would keep the ERP order number while the record
 * says rejected, and a corrected file would become a second order: the
 * rejection is refused (409 naming the order) until the clerk links it
 * (approve/process) or cancels it. A cancelled one is named on the record and
 * its number claim released.
 */
export const rejectInboundRecordWorkflow = createWorkflow(
  "plugin-b2b-reject-inbound-record",
  (input: RejectInboundRecordInput) => {
    const lock = acquireRecordLocksStep({
      keys: transform({ input }, ({ input }) => [LOCK_KEYS.record(input.id)]),
    })
    assertInboundMoveStep({ recordId: input.id, verb: "reject" })
    const leftovers = findLeftoverOrdersStep(
      transform({ input }, ({ input }) => [input.id])
    )
    validateNoLeftoverOrderStep({ leftovers, verb: "reject" })
    const data = transform({ input, leftovers }, ({ input, leftovers }) => ({
      id: input.id,
      status: "rejected" as const,
      rejection_reason: input.reason,
      rejected_by: input.actor,
      rejected_at: new Date(),
      ...(leftovers[0] ? { order_id: leftovers[0].orderId } : {}),
    }))
    const record = recordSteps.update(data)
    releaseOrderNumberClaimsStep(leftovers)
    releaseRecordLocksStep(transform({ lock }, ({ lock }) => [lock]))
    return new WorkflowResponse(record)
  }
)
