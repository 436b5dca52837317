import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { assertMayAutoApprove } from "../../../../../modules/api-access/access-rules"
import { adminCaller } from "../../../../utils/require-admin-privileges"
import {
  deleteProfilesWorkflow,
  updateProfileWorkflow,
} from "../../../../../workflows/b2b-import"
import { findOne } from "../../helpers"
import { MAPPING_FIELDS, PROFILE_FIELDS } from "../../query-config"
import type { AdminUpdateProfileType } from "../../validators"

const withMappings = [
  ...PROFILE_FIELDS,
  ...MAPPING_FIELDS.map((f) => `mappings.${f}`),
]

/** One import profile with its field mappings. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    profile: await findOne(
      req,
      "plugin_b2b_profile",
      withMappings,
      req.params.id,
      "import profile"
    ),
  })
}

/** Changes an import profile. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminUpdateProfileType>,
  res: MedusaResponse
) {
  await findOne(
    req,
    "plugin_b2b_profile",
    ["id"],
    req.params.id,
    "import profile"
  )
  assertMayAutoApprove(await adminCaller(req), req.validatedBody.approval_mode)
  await updateProfileWorkflow(req.scope).run({
    input: { id: req.params.id, ...req.validatedBody },
  })
  res.json({
    profile: await findOne(
      req,
      "plugin_b2b_profile",
      withMappings,
      req.params.id,
      "import profile"
    ),
  })
}

/** Deletes an import profile; its records stay. */
export async function DELETE(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await findOne(
    req,
    "plugin_b2b_profile",
    ["id"],
    req.params.id,
    "import profile"
  )
  await deleteProfilesWorkflow(req.scope).run({
    input: { ids: [req.params.id] },
  })
  res.json({ id: req.params.id, object: "plugin_b2b_profile", deleted: true })
}
