import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { toEntryView } from "../../../modules/product-history/entry-view"
import { historyQuery, historyService } from "../../utils/product-history"
import type { AdminHistoryListParamsType } from "./validators"

/** Product history, newest first: `field_name` (repeatable), `from`, `to`, `source`, `product_id`, `q` (number or name), `order`. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminHistoryListParamsType>,
  res: MedusaResponse
) {
  const { offset, limit, total_count_mode, ...filters } = req.validatedQuery
  const page = await historyService(req.scope).listEntries(
    await historyQuery(req.scope, filters),
    { offset, limit, totalCountMode: total_count_mode }
  )
  res.json({
    entries: page.rows.map((r) => toEntryView(r)),
    count: page.total,
    count_capped: page.totalCapped,
    offset,
    limit,
  })
}
