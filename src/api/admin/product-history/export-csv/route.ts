import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { historyQuery, sendHistoryCsv } from "../../../utils/product-history"
import type { AdminHistoryCsvExportType } from "../validators"

/** CSV of exactly the entries the list shows for these filters (body: the list's parameters and `delimiter`), all pages, streamed. */
export async function POST(
  req: AdminRequest<AdminHistoryCsvExportType>,
  res: AdminResponse
) {
  const { delimiter, ...filters } = req.validatedBody
  await sendHistoryCsv(req.scope, await historyQuery(req.scope, filters), res, {
    delimiter,
  })
}
