import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { historyQuery, sendHistoryPdf } from "../../../utils/product-history"
import type { AdminHistoryExportType } from "../validators"

/** PDF of the entries for these filters: a table grouped by product, a header per product. */
export async function POST(
  req: AdminRequest<AdminHistoryExportType>,
  res: AdminResponse
) {
  const filters = req.validatedBody
  await sendHistoryPdf(req.scope, await historyQuery(req.scope, filters), res)
}
