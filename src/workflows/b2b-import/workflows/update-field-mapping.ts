import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import { mappingSteps } from "../steps/crud"

type Data = Record<string, unknown>

/** Changes a field mapping. */
export const updateFieldMappingWorkflow = stepWorkflow(
  "plugin-b2b-update-field-mapping",
  (input: WorkflowData<{ id: string } & Data>) => mappingSteps.update(input)
)
