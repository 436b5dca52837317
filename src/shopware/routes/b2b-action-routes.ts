import type { MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { FILE_FORMAT_NAMES } from "../../modules/b2b-import/file-formats"
import type { InboundAction } from "../../modules/b2b-import/status-machine"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { B2B_ERROR_CODES } from "../../modules/b2b-import/errors"
import { INBOUND_STATUSES } from "../../modules/b2b-import/types"
import { pluginOptions } from "../../modules/plugin-settings"
import {
  processInboundRecordWorkflow,
  uploadInboundFileWorkflow,
} from "../../workflows/b2b-import"
import { lacking } from "../../modules/api-access/access-rules"
import { callerOf } from "../auth/actors"
import { holdPart } from "../../modules/b2b-import/schemas"
import { ApiError } from "../errors"
import {
  actionResult,
  actorName,
  recordParams,
  toResult,
} from "./b2b-record-result"
import { type InputOf, typedRoute } from "./typed-route"
import type { ApiRequest, ApiRoute } from "./types"

const uploadBody = z.object({
  profileId: z
    .string()
    .describe("Id of the import profile (32 hexadecimal characters)"),
  file: z
    .string()
    .meta({ format: "binary" })
    .describe(`The order file (${FILE_FORMAT_NAMES}, as the profile says)`),
  hold: holdPart
    .optional()
    .describe(
      '"true": bulk passes (the job, console --pending) leave the record until it is processed explicitly'
    ),
})
const emptyBody = z.object({}).strict()
const approveBody = z
  .object({
    acceptChanges: z
      .boolean()
      .optional()
      .describe(
        "true: approve at the current values although the check found changes the profile does not allow"
      ),
  })
  .strict()

/** The multipart fields as multer leaves them (strings), before the handler checks them. */
type UploadFields = { profileId?: unknown; hold?: unknown } | undefined

async function upload(req: ApiRequest<InputOf>, res: MedusaResponse) {
  const fields = req.body as UploadFields
  const profileId = fields?.profileId
  if (typeof profileId !== "string" || !profileId) {
    throw new ApiError({
      status: 400,
      code: B2B_ERROR_CODES.INVALID_PROFILE_ID,
      detail:
        'The part "profileId" is missing: send the id of the import profile with the file.',
      pointer: "/profileId",
    })
  }
  if (!hexIdSchema.safeParse(profileId).success) {
    throw new ApiError({
      status: 400,
      code: B2B_ERROR_CODES.INVALID_PROFILE_ID,
      detail: `"${profileId.slice(0, 64)}" is not a valid profile id: ids are 32 hexadecimal characters.`,
      pointer: "/profileId",
    })
  }
  const file = req.file
  if (!file) {
    throw new ApiError({
      status: 400,
      code: B2B_ERROR_CODES.FILE_MISSING,
      detail:
        'The part "file" is missing: send the order file as multipart/form-data in a part named "file".',
      pointer: "/file",
    })
  }
  const hold = holdPart.optional().safeParse(fields?.hold)
  if (!hold.success) {
    throw new ApiError({
      status: 400,
      code: B2B_ERROR_CODES.INVALID_HOLD,
      detail: 'The part "hold" must be "true" or "false".',
      pointer: "/hold",
    })
  }
  const { result } = await uploadInboundFileWorkflow(req.scope).run({
    input: {
      profileId,
      hold: hold.data ?? false,
      fileName: file.originalname,
      contentType: file.mimetype,
      contentBase64: file.buffer.toString("base64"),
      uploadedBy: actorName(req),
    },
  })
  const { record, duplicate } = result
  res.json({ id: record.id, status: record.status, duplicate })
}

/** What process and approve read: the record's id, and approve's acceptChanges (process's body is empty). */
type ActionRequest = ApiRequest<{
  params: z.output<typeof recordParams>
  body: { acceptChanges?: boolean }
}>

const action =
  (name: InboundAction) => async (req: ActionRequest, res: MedusaResponse) => {
    const mayCreateOrders =
      lacking(callerOf(req.apiActor), ["order:create"]).length === 0
    const { result: record } = await processInboundRecordWorkflow(
      req.scope
    ).run({
      input: {
        recordId: req.apiInput.params.inboundRecordId,
        action: name,
        actor: actorName(req),
        mayCreateOrders,
        acceptChanges: req.apiInput.body?.acceptChanges === true,
      },
    })
    res.json(toResult(record))
  }

const TAG = "B2B order import"

/** `/api/_action/plugin-b2b/*`: upload an order file, run the pipeline, approve. */
export const b2bActionRoutes: ApiRoute[] = [
  {
    // The multipart body is read and checked by the handler (bodyValidatedByHandler): typedRoute types the rest.
    ...typedRoute({
      method: "post",
      path: "/api/_action/plugin-b2b/upload",
      operationId: "pluginB2bUpload",
      summary:
        "Upload an order file for an import profile; the record starts as pending (the same file again returns the existing record)",
      tag: TAG,
      privileges: ["plugin_b2b_inbound_record:create"],
      bodyTypes: ["multipart"],
      bodyLimit: (req) => pluginOptions(req.scope).uploadMaxBytes,
      responses: {
        200: {
          description: "The inbound record",
          schema: z.object({
            id: hexIdSchema,
            status: z.enum(INBOUND_STATUSES),
            duplicate: z.boolean(),
          }),
        },
      },
      errors: [413, 415],
      handler: upload,
    }),
    body: uploadBody,
    bodyValidatedByHandler: true,
  },
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-b2b/process/:inboundRecordId",
    operationId: "pluginB2bProcess",
    summary:
      "Run the pipeline (parse → map → validate → create order) on a pending, failed, parsed or mapped record",
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:update"],
    params: recordParams,
    body: emptyBody,
    responses: {
      200: {
        description: "The record's status after the run",
        schema: actionResult,
      },
    },
    errors: [404, 409],
    handler: action("process"),
  }),
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-b2b/approve/:inboundRecordId",
    operationId: "pluginB2bApprove",
    summary:
      "Approve a record awaiting approval: re-checks SKUs, prices and stock and creates the order; changes the profile does not allow answer 409 PLUGIN_B2B__CHANGES_NEED_ACCEPTANCE (listed in meta.changes) unless acceptChanges is true",
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:update", "order:create"],
    params: recordParams,
    body: approveBody,
    responses: {
      200: {
        description: "The record's status after approval",
        schema: actionResult,
      },
    },
    errors: [404, 409],
    handler: action("approve"),
  }),
]
