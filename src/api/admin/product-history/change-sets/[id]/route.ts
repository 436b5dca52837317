import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { toAdminChangeSetView } from "../../../../../modules/product-history/entry-view"
import { historyService } from "../../../../utils/product-history"

/** One save with all its entries (whatever a list's filters showed of it); 404 in words when there is none. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  const entries = await historyService(req.scope).retrieveChangeSet(
    req.params.id
  )
  res.json({
    change_set: toAdminChangeSetView({ changeSetId: req.params.id, entries }),
  })
}
