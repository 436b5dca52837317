import type { MedusaContainer } from "@medusajs/framework/types"
import {
  toAdminChangeSetView,
  toAdminEntryView,
} from "../../../modules/product-history/entry-view"
import { historyQuery, historyService } from "../../utils/product-history"
import type { AdminHistoryListParamsType } from "./validators"

/**
 * A page of history entries in `/admin`'s words (`{ entries, count,
 * count_capped, count_estimated, offset, limit }`), or of saves (`group_by=change_set`:
 * `{ change_sets, … }`), for the whole shop or one product (its variants
 * included).
 */
export async function historyListAnswer(
  scope: MedusaContainer,
  params: AdminHistoryListParamsType,
  productId?: string
) {
  const { offset, limit, total_count_mode, group_by, ...filters } = params
  if (productId) filters.product_id = [productId]
  const query = await historyQuery(scope, filters)
  const paging = { offset, limit, totalCountMode: total_count_mode }
  if (group_by === "change_set") {
    const sets = await historyService(scope).listChangeSets(query, paging)
    return {
      change_sets: sets.sets.map(toAdminChangeSetView),
      count: sets.total,
      count_capped: sets.totalCapped,
      count_estimated: sets.totalEstimated,
      offset,
      limit,
    }
  }
  const page = await historyService(scope).listEntries(query, paging)
  return {
    entries: page.rows.map((r) => toAdminEntryView(r)),
    count: page.total,
    count_capped: page.totalCapped,
    count_estimated: page.totalEstimated,
    offset,
    limit,
  }
}
