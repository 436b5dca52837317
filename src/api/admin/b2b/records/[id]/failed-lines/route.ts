import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { recordFailedLines } from "../../../../../utils/b2b-record-files"
import { sendAttachment } from "../../../../../../utils/attachment"

/** The record's failed lines as CSV (UTF-8 with BOM), to fix and send again. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  sendAttachment(res, await recordFailedLines(req.scope, req.params.id))
}
