import type { AdminRequest, AdminResponse } from "../../utils/http"
import { historyListAnswer } from "./list-answer"
import type { AdminHistoryListParamsType } from "./validators"

/** Product history, newest first: `field_name` (repeatable), `from`, `to`, `source`, `product_id`, `q` (number or name), `order`. */
export async function GET(
  req: AdminRequest<unknown, AdminHistoryListParamsType>,
  res: AdminResponse
) {
  res.json(await historyListAnswer(req.scope, req.validatedQuery))
}
