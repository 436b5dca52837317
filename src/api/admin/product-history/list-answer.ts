import type { MedusaContainer } from "@medusajs/framework/types"
import { toEntryView } from "../../../modules/product-history/entry-view"
import { historyQuery, historyService } from "../../utils/product-history"
import type { AdminHistoryListParamsType } from "./validators"

/**
 * A page of history entries in `/admin`'s words (`{ entries, count,
 * count_capped, offset, limit }`), for the whole shop or one product (its
 * variants included).
 */
export async function historyListAnswer(
  scope: MedusaContainer,
  params: AdminHistoryListParamsType,
  productId?: string
) {
  const { offset, limit, total_count_mode, ...filters } = params
  if (productId) filters.product_id = [productId]
  const page = await historyService(scope).listEntries(
    await historyQuery(scope, filters),
    { offset, limit, totalCountMode: total_count_mode }
  )
  return {
    entries: page.rows.map((r) => toEntryView(r)),
    count: page.total,
    count_capped: page.totalCapped,
    offset,
    limit,
  }
}
