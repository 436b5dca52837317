import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { HISTORY_ERROR_CODES, HistoryError } from "../../../../modules/product-history/errors"
import { findHistoryEntry } from "../../../../workflows/product-history/queries/history-query"
import { toAdminEntry } from "../../../../workflows/product-history/queries/serialize"

/** One history entry with full values. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const row = await findHistoryEntry(req.scope, req.params.id)
  if (!row) throw new HistoryError("NOT_FOUND", HISTORY_ERROR_CODES.ENTRY_NOT_FOUND, `No history entry with id "${req.params.id}" exists.`)
  res.json({ entry: toAdminEntry(row, true) })
}
