import { MedusaError } from "@medusajs/framework/utils"
import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { replaceInboundFile } from "../../../../../../operations/b2b-import/replace-inbound-file"
import { adminActorName, recordAnswer } from "../../../helpers"

/** A corrected file (multipart `file`) for a record that needs attention; the record is pending again. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  if (!req.file)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      'The corrected file is missing: send it as multipart/form-data in a part named "file".'
    )
  await replaceInboundFile(req.scope, {
    id: req.params.id,
    fileName: req.file.originalname,
    contentType: req.file.mimetype,
    content: req.file.buffer,
    actor: await adminActorName(req),
  })
  // Answered as GET answers it (runs included, no storage key).
  res.json({ record: await recordAnswer(req) })
}
