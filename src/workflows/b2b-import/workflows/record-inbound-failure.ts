import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { summariseErrors } from "../../../modules/b2b-import/pipeline/summary"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import type { InboundStatus } from "../../../modules/b2b-import/types"
import { recordSteps } from "../steps/crud"
import { recordInboundRunStep } from "../steps/record-inbound-run"

/** Notes on a record why its run failed after the pipeline had rolled the order back. */
export const recordInboundFailureWorkflow = createWorkflow(
  "plugin-b2b-record-inbound-failure",
  (input: {
    id: string
    status: InboundStatus
    errors: RowError[]
    /** With an action, the failed run enters the record's history of runs. */
    run?: { action: InboundAction; actor: string | null; startedAt?: string }
  }) => {
    const data = transform({ input }, ({ input }) => ({
      id: input.id,
      status: input.status,
      errors: input.errors,
      error_message: summariseErrors(input.errors, 0),
    }))
    const record = recordSteps.update(data)
    when(
      "plugin-b2b-record-failed-run",
      { input },
      ({ input }) => !!input.run
    ).then(() => {
      recordInboundRunStep(
        transform({ input, record }, ({ input, record }) => ({
          record: record as any,
          action: input.run!.action,
          actor: input.run!.actor,
          startedAt: input.run!.startedAt,
        }))
      )
    })
    return new WorkflowResponse(record)
  }
)
