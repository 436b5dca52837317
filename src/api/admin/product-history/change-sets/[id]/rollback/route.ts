import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { toAdminEntryView } from "../../../../../../modules/product-history/entry-view"
import { rollbackChangeSetWorkflow } from "../../../../../../workflows/product-history"
import { historyService } from "../../../../../utils/product-history"
import type { AdminRollbackType } from "../../../validators"

/**
 * Rolls back every field of one save, all or none, and answers with the new
 * entries (one save themselves). A field that changed since answers 409, one
 * that cannot be rolled back 400; nothing is written then.
 */
export async function POST(
  req: AdminRequest<AdminRollbackType>,
  res: AdminResponse
) {
  const { force, comment } = req.validatedBody
  const { result } = await rollbackChangeSetWorkflow(req.scope).run({
    input: { changeSetId: req.params.id, force, comment },
  })
  const service = historyService(req.scope)
  const entries = await Promise.all(
    result.rolledBack.map((id) => service.findRollbackEntry(id))
  )
  res.json({
    rolled_back_change_set_id: result.changeSetId,
    entries: entries.flatMap((e) => (e ? [toAdminEntryView(e, true)] : [])),
  })
}
