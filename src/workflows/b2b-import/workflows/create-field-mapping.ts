import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { assertProfileExistsStep } from "../steps/assert-profile-exists"
import { crudSteps } from "../steps/crud"

const mappings = crudSteps("FieldMapping", "FieldMappings")

type Data = Record<string, unknown>

/** Adds a field mapping to a profile. */
export const createFieldMappingWorkflow = createWorkflow(
  "plugin-b2b-create-field-mapping",
  (input: Data) => {
    assertProfileExistsStep(input)
    return new WorkflowResponse(mappings.create(input))
  }
)
