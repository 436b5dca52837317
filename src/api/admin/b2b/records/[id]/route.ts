import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { deleteInboundRecordsWorkflow } from "../../../../../workflows/b2b-import"
import { findOne } from "../../helpers"
import { RECORD_FIELDS } from "../../query-config"

/** One inbound record with its row errors and the order it created. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const record = await findOne(
    req,
    "plugin_b2b_inbound_record",
    [...RECORD_FIELDS, "order.id", "order.display_id", "order.status"],
    req.params.id,
    "inbound record"
  )
  res.json({ record })
}

/** Deletes an inbound record; an order it created stays. */
export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findOne(
    req,
    "plugin_b2b_inbound_record",
    ["id"],
    req.params.id,
    "inbound record"
  )
  await deleteInboundRecordsWorkflow(req.scope).run({
    input: { ids: [req.params.id] },
  })
  res.json({
    id: req.params.id,
    object: "plugin_b2b_inbound_record",
    deleted: true,
  })
}
