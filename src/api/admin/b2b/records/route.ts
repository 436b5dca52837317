import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { containsPattern } from "../../../../utils/like-pattern"
import { uploadInboundFileWorkflow } from "../../../../workflows/b2b-import"
import { adminActorName, RECORD_FIELDS } from "../helpers"
import { AdminRecordListParams, AdminUploadRecord } from "../validators"

function invalid(error: {
  issues: { path: PropertyKey[]; message: string }[]
}) {
  return new MedusaError(
    MedusaError.Types.INVALID_DATA,
    error.issues
      .map((i) => `${i.path.join(".") || "request"}: ${i.message}`)
      .join("; ")
  )
}

/** Inbound records, newest first; filter by status and profile, search `q` in file name and order number. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const params = AdminRecordListParams.safeParse(req.query)
  if (!params.success) throw invalid(params.error)
  const { offset, limit, status, profile_id, q } = params.data
  const filters: Record<string, unknown> = {}
  if (status) filters.status = Array.isArray(status) ? status : [status]
  if (profile_id) filters.profile_id = profile_id
  if (q)
    filters.$or = [
      { file_name: { $ilike: containsPattern(q) } },
      { external_order_number: { $ilike: containsPattern(q) } },
    ]
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "plugin_b2b_inbound_record",
    fields: RECORD_FIELDS,
    filters,
    pagination: { skip: offset, take: limit, order: { created_at: "DESC" } },
  })
  res.json({
    records: data,
    count: metadata?.count ?? data.length,
    offset,
    limit,
  })
}

/** Uploads an order file (multipart: `profile_id`, `file`); the same file again returns its record with `duplicate: true`. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = AdminUploadRecord.safeParse(req.body ?? {})
  if (!body.success) throw invalid(body.error)
  if (!req.file)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      'The order file is missing: send it as multipart/form-data in a part named "file".'
    )
  const { result } = await uploadInboundFileWorkflow(req.scope).run({
    input: {
      profileId: body.data.profile_id,
      fileName: req.file.originalname,
      contentType: req.file.mimetype,
      contentBase64: req.file.buffer.toString("base64"),
      uploadedBy: await adminActorName(req),
    },
  })
  const { record, duplicate } = result
  res.status(duplicate ? 200 : 201).json({ record, duplicate })
}
