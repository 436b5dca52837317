import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { assertProfileMappingsReadableStep } from "../steps/assert-mapping-source"
import { profileSteps } from "../steps/crud"

type Data = Record<string, unknown>

/** Changes an import profile; a file format its mappings cannot be read with is refused. */
export const updateProfileWorkflow = createWorkflow(
  "plugin-b2b-update-profile",
  (input: WorkflowData<{ id: string } & Data>) => {
    assertProfileMappingsReadableStep(input)
    return new WorkflowResponse(profileSteps.update(input))
  }
)
