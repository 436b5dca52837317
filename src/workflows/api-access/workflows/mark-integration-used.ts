import { stepWorkflow } from "../../utils/step-workflow"
import { markIntegrationUsedStep } from "../steps/mark-integration-used"

/** Records a successful client-credentials login of an integration. */
export const markIntegrationUsedWorkflow = stepWorkflow<
  { id: string },
  unknown
>("plugin-access-mark-integration-used", (input) =>
  markIntegrationUsedStep(input.id)
)
