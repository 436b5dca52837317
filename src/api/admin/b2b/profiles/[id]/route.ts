import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { assertMayAutoApprove } from "../../../../../modules/api-access/access-rules"
import { adminCaller } from "../../../../utils/require-admin-privileges"
import {
  deleteProfilesWorkflow,
  updateProfileWorkflow,
} from "../../../../../workflows/b2b-import"
import { assertB2bExists, deleteRoute, findB2b } from "../../helpers"
import type { AdminUpdateProfileType } from "../../validators"

/** One import profile with its field mappings. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  res.json({ profile: await findB2b(req, "profile") })
}

/** Changes an import profile. */
export async function POST(
  req: AdminRequest<AdminUpdateProfileType>,
  res: AdminResponse
) {
  await assertB2bExists(req, "profile")
  assertMayAutoApprove(await adminCaller(req), req.validatedBody.approval_mode)
  await updateProfileWorkflow(req.scope).run({
    input: { id: req.params.id, ...req.validatedBody },
  })
  res.json({ profile: await findB2b(req, "profile") })
}

/** Deletes an import profile; its records stay. */
export const DELETE = deleteRoute("profile", deleteProfilesWorkflow)
