import type { AdminRequest, AdminResponse } from "../../../utils/http"
import { assertMayAutoApprove } from "../../../../modules/api-access/access-rules"
import { adminCaller } from "../../../utils/require-admin-privileges"
import { createProfileWorkflow } from "../../../../workflows/b2b-import"
import { listRoute } from "../../../utils/find-params"
import { findB2b } from "../helpers"
import { PROFILE_FIELDS } from "../query-config"
import type { AdminCreateProfileType } from "../validators"

/** Import profiles by name. */
export const GET = listRoute("import_profile", "profiles")

/** Creates an import profile. */
export async function POST(
  req: AdminRequest<AdminCreateProfileType>,
  res: AdminResponse
) {
  assertMayAutoApprove(await adminCaller(req), req.validatedBody.approval_mode)
  const { result } = await createProfileWorkflow(req.scope).run({
    input: req.validatedBody,
  })
  res.status(201).json({
    profile: await findB2b(req, "profile", {
      id: result.id,
      fields: PROFILE_FIELDS,
    }),
  })
}
