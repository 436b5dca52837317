import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import type { InboundStatus } from "../../../modules/b2b-import/types"
import { acquireRecordLocksStep } from "../steps/acquire-record-locks"
import { assertInboundMoveStep } from "../steps/assert-inbound-move"
import { assertMayCreateOrderStep } from "../steps/assert-may-create-order"
import { assertNoChangesToAcceptStep } from "../steps/assert-no-changes-to-accept"
import { recordFailedRunStep } from "../steps/record-failed-run"
import { releaseRecordLocksStep } from "../steps/release-record-locks"
import { runInboundPipelineStep } from "../steps/run-inbound-pipeline"
import { inboundCheckWorkflow } from "./inbound-check"

export type ProcessInboundRecordInput = {
  recordId: string
  action: InboundAction
  actor: string | null
  /** Process only: the statuses this caller starts from (default: the status machine's; a bulk pass takes only pending). */
  onlyFrom?: readonly InboundStatus[]
  /** False when the caller lacks order:create: processing a record of an `auto` profile is then refused (403). */
  mayCreateOrders?: boolean
  /** Approve: the clerk accepts what the approval check found changed beyond the profile's allowance. */
  acceptChanges?: boolean
  /** How the caller's client says acceptChanges, for the refusal's words (default: the `/api` body field). */
  acceptWith?: string
}

/**
 * Process or approve one inbound record, with every rule of the move inside:
 * the record's lock (concurrent calls wait, then find the record moved on and
 * are refused: only one order is ever created), the allowed move from the
 * status machine (404/409 in words), order:create for a profile that
 * approves automatically, and for approve the changes the clerk must accept
 * (409 listing them). Then the pipeline (parse → map → validate → create
 * order); a run that fails rolls its order back and is recorded on the
 * record. The answer is the record after the run. Routes, the console, the
 * job and host apps all call this workflow.
 */
export const processInboundRecordWorkflow = createWorkflow(
  "plugin-b2b-process-inbound-record",
  (input: ProcessInboundRecordInput) => {
    const lock = acquireRecordLocksStep({
      keys: transform({ input }, ({ input }) => [
        LOCK_KEYS.record(input.recordId),
      ]),
    })
    const record = assertInboundMoveStep({
      recordId: input.recordId,
      verb: input.action,
      onlyFrom: input.onlyFrom,
    })
    when(
      "plugin-b2b-order-needs-privilege",
      { input },
      ({ input }) =>
        input.action === "process" && input.mayCreateOrders === false
    ).then(() => {
      assertMayCreateOrderStep({ profileId: record.profile_id })
    })
    when(
      "plugin-b2b-changes-need-acceptance",
      { input },
      ({ input }) => input.action === "approve" && !input.acceptChanges
    ).then(() => {
      const check = inboundCheckWorkflow.runAsStep({ input: { record } })
      assertNoChangesToAcceptStep({
        check,
        acceptWith: transform(
          { input },
          ({ input }) => input.acceptWith ?? '"acceptChanges": true'
        ),
      })
    })
    const run = transform({ input, record }, ({ input, record }) => ({
      action: input.action,
      actor: input.actor,
      record,
      startedAt: new Date().toISOString(),
    }))
    const ran = runInboundPipelineStep(run)
    const failed = when(
      "plugin-b2b-run-failed",
      { ran },
      ({ ran }) => !!ran.failure
    ).then(() =>
      recordFailedRunStep(
        transform({ run, ran }, ({ run, ran }) => ({
          ...run,
          failure: ran.failure!,
        }))
      )
    )
    releaseRecordLocksStep(transform({ lock }, ({ lock }) => [lock]))
    const answer = transform(
      { ran, failed },
      ({ ran, failed }) => ran.record ?? failed!
    )
    return new WorkflowResponse(answer)
  }
)
