import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { toEntryView } from "../../../../../modules/product-history/entry-view"
import { historyQuery, historyService } from "../../../../utils/product-history"
import type { AdminHistoryListParamsType } from "../../../product-history/validators"

/** The history of one product (its variants included), newest first; same parameters as the list. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminHistoryListParamsType>,
  res: MedusaResponse
) {
  const { offset, limit, total_count_mode, ...filters } = req.validatedQuery
  const query = await historyQuery(req.scope, {
    ...filters,
    product_id: [req.params.id],
  })
  const page = await historyService(req.scope).listEntries(query, {
    offset,
    limit,
    totalCountMode: total_count_mode,
  })
  res.json({
    entries: page.rows.map((r) => toEntryView(r)),
    count: page.total,
    count_capped: page.totalCapped,
    offset,
    limit,
  })
}
