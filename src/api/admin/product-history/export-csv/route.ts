import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { historyFilters, streamHistoryCsv } from "../../../../workflows/product-history/queries/exports"
import { AdminHistoryFilters, parseOr400, toFilterInput } from "../validators"

/** CSV of exactly the entries the list shows for these filters (body: the list's parameters), all pages, streamed. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const params = parseOr400(AdminHistoryFilters.strict(), req.body)
  await streamHistoryCsv(req.scope, historyFilters(req.scope, toFilterInput(params)), res)
}
