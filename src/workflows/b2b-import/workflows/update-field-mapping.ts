import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { assertMappingSourceStep } from "../steps/assert-mapping-source"
import { mappingSteps } from "../steps/crud"

type Data = Record<string, unknown>

/** Changes a field mapping; a source its profile's files cannot be read with is refused. */
export const updateFieldMappingWorkflow = createWorkflow(
  "plugin-b2b-update-field-mapping",
  (input: WorkflowData<{ id: string } & Data>) => {
    assertMappingSourceStep(input)
    return new WorkflowResponse(mappingSteps.update(input))
  }
)
