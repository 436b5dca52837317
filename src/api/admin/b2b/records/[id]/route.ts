import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { deleteInboundRecordsWorkflow } from "../../../../../workflows/b2b-import"
import { deleteRoute, findB2b } from "../../helpers"

/** One inbound record with its row errors and the order it created. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ record: await findB2b(req, "record") })
}

/** Deletes an inbound record; an order it created stays. */
export const DELETE = deleteRoute("record", deleteInboundRecordsWorkflow)
