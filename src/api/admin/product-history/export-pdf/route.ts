import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { sendHistoryPdf } from "../../../utils/product-history-pdf"
import type { AdminHistoryExportType } from "../validators"

/** PDF of the entries for these filters (stated at its top): a table grouped by product, a header per product. */
export async function POST(
  req: AdminRequest<AdminHistoryExportType>,
  res: AdminResponse
) {
  await sendHistoryPdf(req.scope, req.validatedBody, res)
}
