import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { historyQuery, sendHistoryPdf } from "../../../utils/product-history"
import { AdminHistoryFilters, parseOr400 } from "../validators"

/** PDF of the entries for these filters: a table grouped by product, a header per product. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const filters = parseOr400(AdminHistoryFilters.strict(), req.body)
  await sendHistoryPdf(req.scope, await historyQuery(req.scope, filters), res)
}
