import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { toAdminEntryView } from "../../../../modules/product-history/entry-view"
import { historyService } from "../../../utils/product-history"

/** One history entry with full values. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({
    entry: toAdminEntryView(
      await historyService(req.scope).retrieveEntry(req.params.id),
      true
    ),
  })
}
