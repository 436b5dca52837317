import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import { acquireRecordLocksStep } from "../steps/acquire-record-locks"
import { assertInboundMoveStep } from "../steps/assert-inbound-move"
import { releaseRecordLocksStep } from "../steps/release-record-locks"
import { inboundCheckWorkflow } from "./inbound-check"

export type CheckInboundRecordInput = { recordId: string }

/**
 * The approval check, a dry run of approve: what approve would create now
 * (customer, addresses, lines with the file's and the shop's prices, stock,
 * totals with tax) and what changed since the import. Writes nothing. A
 * final record is refused (409); a run in progress on the record finishes
 * first (the record's lock), so the check never sees half a run.
 */
export const checkInboundRecordWorkflow = createWorkflow(
  "plugin-b2b-check-inbound-record",
  (input: CheckInboundRecordInput) => {
    const lock = acquireRecordLocksStep({
      keys: transform({ input }, ({ input }) => [
        LOCK_KEYS.record(input.recordId),
      ]),
    })
    const record = assertInboundMoveStep({
      recordId: input.recordId,
      verb: "check",
    })
    const check = inboundCheckWorkflow.runAsStep({ input: { record } })
    releaseRecordLocksStep(transform({ lock }, ({ lock }) => [lock]))
    return new WorkflowResponse(check)
  }
)
