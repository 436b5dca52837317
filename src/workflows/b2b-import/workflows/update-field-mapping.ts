import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"

const mappings = crudSteps("FieldMapping", "FieldMappings")

type Data = Record<string, unknown>

/** Changes a field mapping. */
export const updateFieldMappingWorkflow = createWorkflow(
  "plugin-b2b-update-field-mapping",
  (input: { id: string } & Data) => new WorkflowResponse(mappings.update(input))
)
