import type { MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { z } from "@medusajs/framework/zod"
import { FILE_FORMAT_NAMES } from "../../modules/b2b-import/file-formats"
import { hexIdSchema } from "../../modules/api-access/schemas"
import { b2bImport } from "../../modules/b2b-import"
import { B2B_ERROR_CODES } from "../../modules/b2b-import/errors"
import { INBOUND_STATUSES } from "../../modules/b2b-import/types"
import { pluginOptions } from "../../modules/plugin-settings"
import {
  ORDER_FILE_TYPES,
  type RecordDownload,
  recordFailedLines,
  recordOriginalFile,
} from "../../api/utils/b2b-record-files"
import { replaceInboundFileWorkflow } from "../../workflows/b2b-import"
import { sendAttachment } from "../../utils/attachment"
import { ApiError } from "../errors"
import { actorName, recordParams } from "./b2b-record-result"
import { type InputOf, typedRoute } from "./typed-route"
import type { ApiRequest, ApiRoute } from "./types"

const TAG = "B2B order import"
const BASE = "/api/_action/plugin-b2b"

const replaceBody = z.object({
  file: z
    .string()
    .meta({ format: "binary" })
    .describe(
      `The corrected order file (${FILE_FORMAT_NAMES}, as the profile says)`
    ),
})

const countsSchema = z.object({
  data: z.object({
    needsAttention: z
      .number()
      .int()
      .describe("Records in failed, parsed or mapped: a clerk has to fix them"),
    byStatus: z.object(
      Object.fromEntries(INBOUND_STATUSES.map((s) => [s, z.number().int()]))
    ),
  }),
})

async function replaceFile(
  req: ApiRequest<InputOf<typeof recordParams>>,
  res: MedusaResponse
) {
  const file = req.file
  if (!file)
    throw new ApiError({
      status: 400,
      code: B2B_ERROR_CODES.FILE_MISSING,
      detail:
        'The part "file" is missing: send the corrected order file as multipart/form-data in a part named "file".',
      pointer: "/file",
    })
  const { result: record } = await replaceInboundFileWorkflow(req.scope).run({
    input: {
      recordId: req.apiInput.params.inboundRecordId,
      fileName: file.originalname,
      contentType: file.mimetype,
      contentBase64: file.buffer.toString("base64"),
      actor: actorName(req),
    },
  })
  res.json({ id: record.id, status: record.status, hold: record.hold })
}

/** A GET of one of a record's files: `read` finds it, and it is sent as an attachment (404 for no record). */
function recordDownloadRoute(route: {
  path: string
  operationId: string
  summary: string
  file: ApiRoute["responses"][number]
  read: (container: MedusaContainer, id: string) => Promise<RecordDownload>
}): ApiRoute {
  return typedRoute({
    method: "get",
    path: route.path,
    operationId: route.operationId,
    summary: route.summary,
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:read"],
    params: recordParams,
    responses: { 200: route.file },
    errors: [404],
    handler: async (req, res) =>
      sendAttachment(
        res,
        await route.read(req.scope, req.apiInput.params.inboundRecordId)
      ),
  })
}

/** `/api/_action/plugin-b2b/*` of the fix loop: a record's original file and failed lines, a corrected file, counts. */
export const b2bFixLoopRoutes: ApiRoute[] = [
  recordDownloadRoute({
    path: `${BASE}/file/:inboundRecordId`,
    operationId: "pluginB2bOriginalFile",
    summary:
      "Download the record's original file as uploaded (from the private file storage, through the plugin; never a public URL)",
    file: {
      description:
        "The stored bytes; Content-Disposition attachment with the stored file name (filename and RFC 5987 filename*), the stored media type or application/octet-stream, X-Content-Type-Options nosniff",
      contentType: "application/octet-stream",
      schema: z.string().meta({ format: "binary" }),
      // An order file keeps the media type it was uploaded as; any other is handed out as bytes.
      alternatives: Object.fromEntries(
        [...ORDER_FILE_TYPES].map((type) => [
          type,
          z.string().meta({ format: "binary" }),
        ])
      ),
    },
    read: recordOriginalFile,
  }),
  recordDownloadRoute({
    path: `${BASE}/failed-lines/:inboundRecordId`,
    operationId: "pluginB2bFailedLines",
    summary:
      "Download the record's failed lines as CSV to fix and send again: a CSV file's header and failed rows with an added error column in its delimiter; for the other formats one row per error (line, column, value, error)",
    file: {
      description:
        "CSV, UTF-8 with BOM, CRLF; cells a spreadsheet would run as a formula start with an apostrophe; named <file>-failed-lines.csv",
      contentType: "text/csv",
      schema: z.string(),
    },
    read: recordFailedLines,
  }),
  {
    // The multipart body is read and checked by the handler (bodyValidatedByHandler): typedRoute types the rest.
    ...typedRoute({
      method: "post",
      path: `${BASE}/replace-file/:inboundRecordId`,
      operationId: "pluginB2bReplaceFile",
      summary:
        "Give a failed, parsed, mapped (or pending) record a corrected file: it is pending again, its errors cleared, its history of runs and its hold kept; 409 from other statuses or when the file is another record's",
      tag: TAG,
      privileges: ["plugin_b2b_inbound_record:update"],
      params: recordParams,
      bodyTypes: ["multipart"],
      bodyLimit: (req) => pluginOptions(req.scope).uploadMaxBytes,
      responses: {
        200: {
          description: "The record, pending again",
          schema: z.object({
            id: hexIdSchema,
            status: z.enum(INBOUND_STATUSES),
            hold: z.boolean(),
          }),
        },
      },
      errors: [404, 409, 413, 415],
      handler: replaceFile,
    }),
    body: replaceBody,
    bodyValidatedByHandler: true,
  },
  typedRoute({
    method: "get",
    path: `${BASE}/record-counts`,
    operationId: "pluginB2bRecordCounts",
    summary:
      "Inbound records per status and how many need attention (failed, parsed or mapped)",
    tag: TAG,
    privileges: ["plugin_b2b_inbound_record:read"],
    query: z.object({
      profileId: hexIdSchema
        .optional()
        .describe("Count only this profile's records"),
    }),
    responses: {
      200: { description: "The counts", schema: countsSchema },
    },
    handler: async (req, res) => {
      const { profileId } = req.apiInput.query
      res.json({
        data: await b2bImport(req.scope).countRecordsByStatus(
          profileId ? { profile_id: profileId } : {}
        ),
      })
    },
  }),
]
