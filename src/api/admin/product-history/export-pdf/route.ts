import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { historyQuery, sendHistoryPdf } from "../../../utils/product-history"
import type { AdminHistoryExportType } from "../validators"

/** PDF of the entries for these filters: a table grouped by product, a header per product. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminHistoryExportType>,
  res: MedusaResponse
) {
  const filters = req.validatedBody
  await sendHistoryPdf(req.scope, await historyQuery(req.scope, filters), res)
}
