import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"

const mappings = crudSteps("FieldMapping", "FieldMappings")

/** Deletes field mappings. */
export const deleteFieldMappingsWorkflow = createWorkflow(
  "plugin-b2b-delete-field-mappings",
  (input: { ids: string[] }) => new WorkflowResponse(mappings.remove(input.ids))
)
