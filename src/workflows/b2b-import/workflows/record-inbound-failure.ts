import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { summariseErrors } from "../../../modules/b2b-import/pipeline/summary"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"
import type { InboundStatus } from "../../../modules/b2b-import/types"
import { recordSteps } from "../steps/crud"

/** Notes on a record why its run failed after the pipeline had rolled the order back. */
export const recordInboundFailureWorkflow = createWorkflow(
  "plugin-b2b-record-inbound-failure",
  (input: { id: string; status: InboundStatus; errors: RowError[] }) => {
    const data = transform({ input }, ({ input }) => ({
      id: input.id,
      status: input.status,
      errors: input.errors,
      error_message: summariseErrors(input.errors, 0),
    }))
    return new WorkflowResponse(recordSteps.update(data))
  }
)
