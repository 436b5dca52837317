import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import {
  acquireFileLocksStep,
  acquireRecordLocksStep,
} from "../steps/acquire-record-locks"
import { claimLeftoverOrderNumbersStep } from "../steps/claim-leftover-order-numbers"
import { recordSteps } from "../steps/crud"
import { deleteStoredFilesStep } from "../steps/delete-stored-files"
import { findKeptOrdersStep } from "../steps/find-kept-orders"
import { releaseRecordLocksStep } from "../steps/release-record-locks"

/**
 * Deletes inbound records and their stored files; an order they created stays
 * (with its order number), and the answer names it. So does an order an
 * interrupted run created that the record does not name yet: it is kept and
 * claims its ERP order number as every kept order does, so a re-upload of the
 * file is refused instead of becoming a second order.
 *
 * Under the records' locks (a run in progress finishes first), then their
 * files' (the same file uploaded meanwhile is either answered as this record
 * before the delete or stored anew after it).
 */
export const deleteInboundRecordsWorkflow = createWorkflow(
  "plugin-b2b-delete-inbound-records",
  (input: WorkflowData<{ ids: string[] }>) => {
    const records = acquireRecordLocksStep({
      keys: transform({ input }, ({ input }) =>
        input.ids.map(LOCK_KEYS.record)
      ),
    })
    const { keptOrders, fileKeys, fileLocks, leftovers } = findKeptOrdersStep(
      input.ids
    )
    const files = acquireFileLocksStep({
      keys: fileLocks,
      ownerId: records.ownerId,
    })
    claimLeftoverOrderNumbersStep(leftovers)
    recordSteps.remove(input.ids)
    deleteStoredFilesStep(
      transform({ fileKeys }, ({ fileKeys }) => ({ keys: fileKeys }))
    )
    releaseRecordLocksStep(
      transform({ records, files }, ({ records, files }) => [records, files])
    )
    return new WorkflowResponse({ keptOrders })
  }
)
