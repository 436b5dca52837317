import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { historyFilters } from "../../../workflows/product-history/queries/exports"
import { listHistoryEntries } from "../../../workflows/product-history/queries/history-query"
import { toAdminEntry } from "../../../workflows/product-history/queries/serialize"
import { AdminHistoryListParams, parseOr400, toFilterInput } from "./validators"

/** Product history, newest first: `field_name` (repeatable), `from`, `to`, `source`, `product_id`, `q` (number or name), `order`. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { offset, limit, total_count_mode, ...params } = parseOr400(AdminHistoryListParams, req.query)
  const { rows, total, totalCapped } = await listHistoryEntries(req.scope, historyFilters(req.scope, toFilterInput(params)), { offset, limit, totalCountMode: total_count_mode })
  res.json({ entries: rows.map((r) => toAdminEntry(r)), count: total, count_capped: totalCapped, offset, limit })
}
