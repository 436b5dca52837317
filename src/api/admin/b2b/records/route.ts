import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { MedusaError } from "@medusajs/framework/utils"
import { containsPattern } from "../../../../utils/like-pattern"
import { uploadInboundFileWorkflow } from "../../../../workflows/b2b-import"
import { graphPage } from "../../../utils/find-params"
import { adminActorName } from "../helpers"
import type {
  AdminRecordListParamsType,
  AdminUploadRecordType,
} from "../validators"

/** Inbound records, newest first; filter by status and profile, search `q` in file name and order number. */
export async function GET(
  req: AdminRequest<unknown, AdminRecordListParamsType>,
  res: AdminResponse
) {
  const { status, profile_id, q } = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (status) filters.status = Array.isArray(status) ? status : [status]
  if (profile_id) filters.profile_id = profile_id
  if (q)
    filters.$or = [
      { file_name: { $ilike: containsPattern(q) } },
      { external_order_number: { $ilike: containsPattern(q) } },
    ]
  const { data, ...page } = await graphPage(req, "inbound_record", filters)
  res.json({ records: data, ...page })
}

/** Uploads an order file (multipart: `profile_id`, `file`); the same file again returns its record with `duplicate: true`. */
export async function POST(
  req: AdminRequest<AdminUploadRecordType>,
  res: AdminResponse
) {
  if (!req.file)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      'The order file is missing: send it as multipart/form-data in a part named "file".'
    )
  const { result } = await uploadInboundFileWorkflow(req.scope).run({
    input: {
      profileId: req.validatedBody.profile_id,
      fileName: req.file.originalname,
      contentType: req.file.mimetype,
      contentBase64: req.file.buffer.toString("base64"),
      uploadedBy: await adminActorName(req),
    },
  })
  const { record, duplicate } = result
  res.status(duplicate ? 200 : 201).json({ record, duplicate })
}
