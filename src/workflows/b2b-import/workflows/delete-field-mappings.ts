import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import { mappingSteps } from "../steps/crud"

/** Deletes field mappings. */
export const deleteFieldMappingsWorkflow = stepWorkflow(
  "plugin-b2b-delete-field-mappings",
  (input: WorkflowData<{ ids: string[] }>) => mappingSteps.remove(input.ids)
)
