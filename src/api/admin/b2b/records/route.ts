import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { MedusaError } from "@medusajs/framework/utils"
import { containsPattern } from "../../../../utils/like-pattern"
import { shopDaysFilter } from "../../../../utils/shop-day"
import { pluginOptions } from "../../../../modules/plugin-settings"
import { uploadInboundFileWorkflow } from "../../../../workflows/b2b-import"
import { graphPage } from "../../../utils/find-params"
import { b2bImport } from "../../../../modules/b2b-import"
import { NEEDS_ATTENTION_STATUSES } from "../../../../modules/b2b-import/status-machine"
import { INBOUND_STATUSES } from "../../../../modules/b2b-import/types"
import { adminActorName, recordAnswer } from "../helpers"
import type {
  AdminRecordListParamsType,
  AdminUploadRecordType,
} from "../validators"

/**
 * Inbound records, newest first; filter by one or several statuses, by
 * `needs_attention` and profile, by the days received (`from`, `to`: whole
 * days in the shop's time zone), search `q` in file name and order number.
 * The answer also counts the records per status and those needing attention
 * (of the profile, when one is given), for the filter chips.
 */
export async function GET(
  req: AdminRequest<unknown, AdminRecordListParamsType>,
  res: AdminResponse
) {
  const { status, profile_id, q, needs_attention, from, to } =
    req.validatedQuery
  const filters: Record<string, unknown> = {}
  // needs_attention=false keeps the records that do not need attention.
  const statuses =
    needs_attention === undefined
      ? status
      : (status ?? INBOUND_STATUSES).filter(
          (s) => NEEDS_ATTENTION_STATUSES.includes(s) === needs_attention
        )
  // needs_attention with statuses outside it: nothing matches (no record has an empty id).
  if (statuses)
    Object.assign(filters, statuses.length ? { status: statuses } : { id: "" })
  if (profile_id) filters.profile_id = profile_id
  const received = shopDaysFilter(
    { from, to },
    pluginOptions(req.scope).shopTimeZone
  )
  if (received) filters.created_at = received
  if (q)
    filters.$or = [
      { file_name: { $ilike: containsPattern(q) } },
      { external_order_number: { $ilike: containsPattern(q) } },
    ]
  const [{ data, ...page }, counts] = await Promise.all([
    graphPage(req, "inbound_record", filters),
    b2bImport(req.scope).countRecordsByStatus(profile_id ? { profile_id } : {}),
  ])
  res.json({
    records: data,
    ...page,
    needs_attention_count: counts.needsAttention,
    status_counts: counts.byStatus,
  })
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
      hold: req.validatedBody.hold ?? false,
    },
  })
  const { record, duplicate } = result
  // Answered as GET answers it (no storage key).
  res
    .status(duplicate ? 200 : 201)
    .json({ record: await recordAnswer(req, record.id), duplicate })
}
