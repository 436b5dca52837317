import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"

const records = crudSteps("InboundRecord", "InboundRecords")

/** Deletes inbound records; an order they created stays. */
export const deleteInboundRecordsWorkflow = createWorkflow(
  "plugin-b2b-delete-inbound-records",
  (input: { ids: string[] }) => new WorkflowResponse(records.remove(input.ids))
)
