import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { acceptOf } from "../../../../../utils/accept"
import {
  recordOrderResponse,
  sendOrderResponse,
} from "../../../../../utils/order-response"

/** The record's order response (openTRANS, EDIFACT ORDRSP, UBL or JSON, by the profile's format and Accept). */
export async function GET(req: AdminRequest, res: AdminResponse) {
  await sendOrderResponse(res, () =>
    recordOrderResponse(req.scope, req.params.id, acceptOf(req))
  )
}
