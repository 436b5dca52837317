import type { MedusaContainer } from "@medusajs/framework/types"
import { deleteInboundRecordsWorkflow } from "../../workflows/b2b-import"
import { withRecordAndFileLocks } from "./record-locks"

/**
 * Deletes records under their locks and their files' (see record-locks.ts): a
 * run in progress finishes first, and the same file uploaded meanwhile is
 * either answered as this record before the delete or stored anew after it.
 * The answer names the orders that stay.
 */
export async function deleteInboundRecords(
  container: MedusaContainer,
  ids: string[]
) {
  return withRecordAndFileLocks(container, { ids }, async () => {
    const { result } = await deleteInboundRecordsWorkflow(container).run({
      input: { ids },
    })
    return result
  })
}
