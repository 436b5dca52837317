import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { historyService } from "../../../utils/product-history"

/** Whether product changes are recorded, and if not, why in words (the history page's banner). */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ capture: historyService(req.scope).captureStatus() })
}
