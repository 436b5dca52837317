import { MedusaError } from "@medusajs/framework/utils"
import type { AdminRequest, AdminResponse } from "../../../../../utils/http"
import { replaceInboundFileWorkflow } from "../../../../../../workflows/b2b-import"
import { adminActorName, recordAnswer } from "../../../helpers"

/** A corrected file (multipart `file`) for a record that needs attention; the record is pending again. */
export async function POST(req: AdminRequest, res: AdminResponse) {
  if (!req.file)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      'The corrected file is missing: send it as multipart/form-data in a part named "file".'
    )
  await replaceInboundFileWorkflow(req.scope).run({
    input: {
      recordId: req.params.id,
      fileName: req.file.originalname,
      contentType: req.file.mimetype,
      contentBase64: req.file.buffer.toString("base64"),
      actor: await adminActorName(req),
    },
  })
  // Answered as GET answers it (runs included, no storage key).
  res.json({ record: await recordAnswer(req) })
}
