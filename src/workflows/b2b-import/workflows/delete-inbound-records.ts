import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { recordSteps } from "../steps/crud"
import { deleteStoredFilesStep } from "../steps/delete-stored-files"
import { findKeptOrdersStep } from "../steps/find-kept-orders"

/**
 * Deletes inbound records and their stored files; an order they created stays
 * (with its order number), and the answer names it.
 */
export const deleteInboundRecordsWorkflow = createWorkflow(
  "plugin-b2b-delete-inbound-records",
  (input: WorkflowData<{ ids: string[] }>) => {
    const { keptOrders, fileKeys } = findKeptOrdersStep(input.ids)
    recordSteps.remove(input.ids)
    deleteStoredFilesStep(
      transform({ fileKeys }, ({ fileKeys }) => ({ keys: fileKeys }))
    )
    return new WorkflowResponse({ keptOrders })
  }
)
