import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import { recordSteps } from "../steps/crud"

/** Deletes inbound records; an order they created stays. */
export const deleteInboundRecordsWorkflow = stepWorkflow(
  "plugin-b2b-delete-inbound-records",
  (input: WorkflowData<{ ids: string[] }>) => recordSteps.remove(input.ids)
)
