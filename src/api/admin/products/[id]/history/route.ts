import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { historyListAnswer } from "../../../product-history/list-answer"
import type { AdminHistoryListParamsType } from "../../../product-history/validators"

/** The history of one product (its variants included), newest first; same parameters as the list. */
export async function GET(
  req: AdminRequest<unknown, AdminHistoryListParamsType>,
  res: AdminResponse
) {
  res.json(
    await historyListAnswer(req.scope, req.validatedQuery, req.params.id)
  )
}
