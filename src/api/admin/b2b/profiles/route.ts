import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { assertMayAutoApprove } from "../../../../modules/api-access/access-rules"
import { adminCaller } from "../../../utils/require-admin-privileges"
import { createProfileWorkflow } from "../../../../workflows/b2b-import"
import { graphPage } from "../../../utils/find-params"
import { findOne } from "../helpers"
import { PROFILE_FIELDS } from "../query-config"
import type { AdminCreateProfileType } from "../validators"

/** Import profiles by name. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { data, ...page } = await graphPage(req, "plugin_b2b_profile")
  res.json({ profiles: data, ...page })
}

/** Creates an import profile. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCreateProfileType>,
  res: MedusaResponse
) {
  assertMayAutoApprove(await adminCaller(req), req.validatedBody.approval_mode)
  const { result } = await createProfileWorkflow(req.scope).run({
    input: req.validatedBody,
  })
  res.status(201).json({
    profile: await findOne(
      req,
      "plugin_b2b_profile",
      PROFILE_FIELDS,
      result.id,
      "import profile"
    ),
  })
}
