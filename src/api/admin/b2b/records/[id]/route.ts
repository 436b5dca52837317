import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { deleteInboundRecordsWorkflow } from "../../../../../workflows/b2b-import"
import { assertB2bExists, deletedAnswer, findB2b } from "../../helpers"

/** One inbound record with its row errors and the order it created. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ record: await findB2b(req, "record") })
}

/** Deletes an inbound record; an order it created stays. */
export async function DELETE(req: AdminRequest, res: AdminResponse) {
  await assertB2bExists(req, "record")
  await deleteInboundRecordsWorkflow(req.scope).run({
    input: { ids: [req.params.id] },
  })
  res.json(deletedAnswer(req, "record"))
}
