import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { historyFilters, streamHistoryPdf } from "../../../../workflows/product-history/queries/exports"
import { AdminHistoryFilters, parseOr400, toFilterInput } from "../validators"

/** PDF of the entries for these filters: a table grouped by product, a header per product. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const params = parseOr400(AdminHistoryFilters.strict(), req.body)
  await streamHistoryPdf(req.scope, historyFilters(req.scope, toFilterInput(params)), res)
}
