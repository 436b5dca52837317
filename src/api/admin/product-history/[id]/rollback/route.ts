import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { toAdminEntryView } from "../../../../../modules/product-history/entry-view"
import { rollbackHistoryEntryWorkflow } from "../../../../../workflows/product-history"
import { historyService } from "../../../../utils/product-history"
import type { AdminRollbackType } from "../../validators"

/**
 * Rolls one field back to the entry's old value and answers with the new
 * entry. A conflict answers 409 with both values in words and in `meta`
 * (src/api/error-handler.ts).
 */
export async function POST(
  req: AdminRequest<AdminRollbackType>,
  res: AdminResponse
) {
  const { force, comment } = req.validatedBody
  const done = await rollbackHistoryEntryWorkflow(req.scope).run({
    input: { entryId: req.params.id, force, comment },
  })
  const entry = done.result.entryId
    ? await historyService(req.scope).findEntry(done.result.entryId)
    : undefined
  res.json({
    entry: entry ? toAdminEntryView(entry, true) : null,
    rolled_back_entry_id: done.result.rolledBackEntryId,
  })
}
