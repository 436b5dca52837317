import {
  MiddlewareRoute,
  validateAndTransformBody,
  validateAndTransformQuery,
} from "@medusajs/framework/http"
import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { pluginOptions } from "../../../modules/plugin-settings"
import {
  describeBodyCap,
  describeMultipartLimit,
  multipartReader,
} from "../../../utils/multipart-limits"
import { FILE_TOO_LARGE } from "../../error-handler"
import { rejectHostileMultipart } from "../../input-guard"
import { requireAdminPrivileges as need } from "../../utils/require-admin-privileges"
import {
  AdminApproveRecord,
  AdminRecordListParams,
  AdminRejectRecord,
  AdminCreateMapping,
  AdminProfileListParams,
  AdminCreateProfile,
  AdminUpdateMapping,
  AdminUpdateProfile,
  AdminUploadRecord,
} from "./validators"

import { listProfilesQueryConfig, listRecordsQueryConfig } from "./query-config"

/** What a multer (busboy) error says: its code, the part it stopped at, its message. */
type UploadError = { code?: string; field?: string; message?: string }

/** The fields of what multer called back with: the error itself, or none for a value that is not an object. */
const uploadError = (err: unknown): UploadError =>
  typeof err === "object" && err !== null ? err : {}

/** One order file in the part "file", in memory up to the plugin's upload limit (413 above). */
function singleFile(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  const limit = pluginOptions(req.scope).uploadMaxBytes
  const { limits, cap, read } = multipartReader(limit)
  read(
    req,
    res,
    () =>
      next(
        new MedusaError(
          MedusaError.Types.INVALID_DATA,
          describeBodyCap(cap),
          FILE_TOO_LARGE
        )
      ),
    (thrown?: unknown) => {
      const err = uploadError(thrown)
      if (err.code === "LIMIT_FILE_SIZE")
        return next(
          new MedusaError(
            MedusaError.Types.INVALID_DATA,
            `The file is larger than the limit of ${limit} bytes.`,
            FILE_TOO_LARGE
          )
        )
      const beyond = describeMultipartLimit(err, limits)
      if (beyond)
        return next(new MedusaError(MedusaError.Types.INVALID_DATA, beyond))
      next(
        thrown
          ? new MedusaError(
              MedusaError.Types.INVALID_DATA,
              `The upload could not be read: ${err.message}. Send one file in the part "file".`
            )
          : undefined
      )
    }
  )
}

export const adminB2bMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/b2b/records",
    method: ["GET"],
    middlewares: [
      need("plugin_b2b_inbound_record:read"),
      validateAndTransformQuery(AdminRecordListParams, listRecordsQueryConfig),
    ],
  },
  {
    matcher: "/admin/b2b/records/*",
    method: ["GET"],
    middlewares: [need("plugin_b2b_inbound_record:read")],
  },
  {
    matcher: "/admin/b2b/records",
    method: ["POST"],
    bodyParser: false,
    middlewares: [
      need("plugin_b2b_inbound_record:create"),
      singleFile,
      rejectHostileMultipart,
      validateAndTransformBody(AdminUploadRecord),
    ],
  },
  {
    matcher: "/admin/b2b/records/:id/replace-file",
    method: ["POST"],
    bodyParser: false,
    middlewares: [
      need("plugin_b2b_inbound_record:update"),
      singleFile,
      rejectHostileMultipart,
    ],
  },
  {
    matcher: "/admin/b2b/records/:id/process",
    method: ["POST"],
    middlewares: [need("plugin_b2b_inbound_record:update")],
  },
  {
    matcher: "/admin/b2b/records/:id/approve",
    method: ["POST"],
    middlewares: [
      need("plugin_b2b_inbound_record:update", "order:create"),
      validateAndTransformBody(AdminApproveRecord),
    ],
  },
  {
    matcher: "/admin/b2b/records/:id/check",
    method: ["POST"],
    middlewares: [need("plugin_b2b_inbound_record:read")],
  },
  {
    matcher: "/admin/b2b/records/:id/reject",
    method: ["POST"],
    middlewares: [
      need("plugin_b2b_inbound_record:update"),
      validateAndTransformBody(AdminRejectRecord),
    ],
  },
  {
    matcher: "/admin/b2b/records/:id",
    method: ["DELETE"],
    middlewares: [need("plugin_b2b_inbound_record:delete")],
  },
  {
    matcher: "/admin/b2b/profiles",
    method: ["GET"],
    middlewares: [
      need("plugin_b2b_profile:read"),
      validateAndTransformQuery(
        AdminProfileListParams,
        listProfilesQueryConfig
      ),
    ],
  },
  {
    matcher: "/admin/b2b/profiles/*",
    method: ["GET"],
    middlewares: [need("plugin_b2b_profile:read")],
  },
  {
    matcher: "/admin/b2b/profiles",
    method: ["POST"],
    middlewares: [
      need("plugin_b2b_profile:create"),
      validateAndTransformBody(AdminCreateProfile),
    ],
  },
  {
    matcher: "/admin/b2b/profiles/:id",
    method: ["POST"],
    middlewares: [
      need("plugin_b2b_profile:update"),
      validateAndTransformBody(AdminUpdateProfile),
    ],
  },
  {
    matcher: "/admin/b2b/profiles/:id",
    method: ["DELETE"],
    middlewares: [need("plugin_b2b_profile:delete")],
  },
  {
    matcher: "/admin/b2b/profiles/:id/mappings",
    method: ["POST"],
    middlewares: [
      need("plugin_b2b_field_mapping:create"),
      validateAndTransformBody(AdminCreateMapping),
    ],
  },
  {
    matcher: "/admin/b2b/profiles/:id/mappings/standard",
    method: ["POST"],
    middlewares: [need("plugin_b2b_field_mapping:create")],
  },
  {
    matcher: "/admin/b2b/mappings/:id",
    method: ["POST"],
    middlewares: [
      need("plugin_b2b_field_mapping:update"),
      validateAndTransformBody(AdminUpdateMapping),
    ],
  },
  {
    matcher: "/admin/b2b/mappings/:id",
    method: ["DELETE"],
    middlewares: [need("plugin_b2b_field_mapping:delete")],
  },
]
