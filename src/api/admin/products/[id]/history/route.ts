import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { historyFilters } from "../../../../../workflows/product-history/queries/exports"
import { listHistoryEntries } from "../../../../../workflows/product-history/queries/history-query"
import { toAdminEntry } from "../../../../../workflows/product-history/queries/serialize"
import { AdminHistoryListParams, parseOr400, toFilterInput } from "../../../product-history/validators"

/** The history of one product (its variants included), newest first; same parameters as the list. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { offset, limit, total_count_mode, ...params } = parseOr400(AdminHistoryListParams, req.query)
  const filters = historyFilters(req.scope, { ...toFilterInput(params), productId: [req.params.id] })
  const { rows, total, totalCapped } = await listHistoryEntries(req.scope, filters, { offset, limit, totalCountMode: total_count_mode })
  res.json({ entries: rows.map((r) => toAdminEntry(r)), count: total, count_capped: totalCapped, offset, limit })
}
