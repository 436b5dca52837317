import { z } from "@medusajs/framework/zod"
import { orderResponseSchema } from "../../modules/b2b-import/order-response/schema"
import { acceptOf } from "../../api/utils/accept"
import {
  recordOrderResponse,
  sendOrderResponse,
} from "../../api/utils/order-response"
import { JSON_API } from "../entities/serialize"
import { recordParams } from "./b2b-record-result"
import { typedRoute } from "./typed-route"
import type { ApiRoute } from "./types"

const TAG = "B2B order import"
const BASE = "/api/_action/plugin-b2b"

const document = z.string().meta({ format: "binary" })

/** `/api/_action/plugin-b2b/response/:id`: a decided record's order response for the ERP. */
export const b2bResponseRoutes: ApiRoute[] = [
  typedRoute({
    method: "get",
    path: `${BASE}/response/:inboundRecordId`,
    operationId: "pluginB2bOrderResponse",
    summary:
      "The order response of a record that reached a decision (every status but pending): the buyer's order number, the shop's order, each line accepted, changed (quantity, price: ordered and confirmed) or rejected with the reason, and totals. By Accept: the standard document of the profile's format (openTRANS 2.1 ORDERRESPONSE, EDIFACT ORDRSP D.96A, UBL 2.1 OrderResponse after PEPPOL BIS Ordering 3.0) or JSON (the default for CSV, JSON, Excel and cXML profiles); 406 when Accept names neither, 409 for a pending record",
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:read"],
    params: recordParams,
    responses: {
      200: {
        description:
          "The order response; Vary: Accept. JSON below; application/xml is openTRANS or UBL, application/edifact an ORDRSP interchange in the ORDERS' separators and character set",
        schema: orderResponseSchema,
        alternatives: {
          "application/xml": document,
          "application/edifact": document,
        },
      },
    },
    errors: [404, 406, 409],
    handler: async (req, res) =>
      sendOrderResponse(res, () =>
        recordOrderResponse(
          req.scope,
          req.apiInput.params.inboundRecordId,
          // JSON:API clients ask for their own type: the response is JSON.
          acceptOf(req, [JSON_API])
        )
      ),
  }),
]
