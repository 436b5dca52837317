import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { markIntegrationUsedStep } from "../steps/mark-integration-used"

/** Records a successful client-credentials login of an integration. */
export const markIntegrationUsedWorkflow = createWorkflow(
  "plugin-access-mark-integration-used",
  (input: { id: string }) =>
    new WorkflowResponse(markIntegrationUsedStep(input.id))
)
