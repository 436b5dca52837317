import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { assertMappingSourceStep } from "../steps/assert-mapping-source"
import { assertProfileExistsStep } from "../steps/assert-profile-exists"
import { mappingSteps } from "../steps/crud"

type Data = Record<string, unknown>

/** Adds a field mapping to a profile. */
export const createFieldMappingWorkflow = createWorkflow(
  "plugin-b2b-create-field-mapping",
  (input: Data) => {
    assertProfileExistsStep(input)
    assertMappingSourceStep(input)
    return new WorkflowResponse(mappingSteps.create(input))
  }
)
