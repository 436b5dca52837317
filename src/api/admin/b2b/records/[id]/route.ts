import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { orderKeptMessage } from "../../../../../modules/b2b-import/pipeline/order/order-number"
import { deleteInboundRecordsWorkflow } from "../../../../../workflows/b2b-import"
import { assertB2bExists, deletedAnswer, recordAnswer } from "../../helpers"

/** One inbound record with its row errors, the order it created and its history of runs (oldest first). */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ record: await recordAnswer(req) })
}

/** Deletes an inbound record; an order it created stays, and `message` says so (null when there was none). */
export async function DELETE(req: AdminRequest, res: AdminResponse) {
  await assertB2bExists(req, "record")
  const { result } = await deleteInboundRecordsWorkflow(req.scope).run({
    input: { ids: [req.params.id] },
  })
  const [kept] = result.keptOrders
  res.json({
    ...deletedAnswer(req, "record"),
    message: kept ? orderKeptMessage(kept) : null,
  })
}
