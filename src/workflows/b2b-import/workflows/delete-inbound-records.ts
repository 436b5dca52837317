import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { claimLeftoverOrderNumbersStep } from "../steps/claim-leftover-order-numbers"
import { recordSteps } from "../steps/crud"
import { deleteStoredFilesStep } from "../steps/delete-stored-files"
import { findKeptOrdersStep } from "../steps/find-kept-orders"

/**
 * Deletes inbound records and their stored files; an order they created stays
 * (with its order number), and the answer names it. So does an order an
 * interrupted run created that the record does not name yet: it is kept and
 * claims its ERP order number as every kept order does, so a re-upload of the
 * file is refused instead of becoming a second order.
 */
export const deleteInboundRecordsWorkflow = createWorkflow(
  "plugin-b2b-delete-inbound-records",
  (input: WorkflowData<{ ids: string[] }>) => {
    const { keptOrders, fileKeys, leftovers } = findKeptOrdersStep(input.ids)
    claimLeftoverOrderNumbersStep(leftovers)
    recordSteps.remove(input.ids)
    deleteStoredFilesStep(
      transform({ fileKeys }, ({ fileKeys }) => ({ keys: fileKeys }))
    )
    return new WorkflowResponse({ keptOrders })
  }
)
