import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { recordOriginalFile } from "../../../../../utils/b2b-record-files"
import { sendAttachment } from "../../../../../../utils/attachment"

/** The record's original file as uploaded, streamed through the plugin from the private file storage. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  sendAttachment(res, await recordOriginalFile(req.scope, req.params.id))
}
