import type { AdminRequest, AdminResponse } from "../../utils/http"
import { createAclRoleWorkflow } from "../../../workflows/api-access"
import { listRoute } from "../../utils/find-params"
import { adminCaller } from "../../utils/require-admin-privileges"
import type { AdminCreateAclRoleType } from "./validators"

/** Lists the roles. */
export const GET = listRoute("acl_role", "acl_roles")

/** Creates a role. */
export async function POST(
  req: AdminRequest<AdminCreateAclRoleType>,
  res: AdminResponse
) {
  const { result } = await createAclRoleWorkflow(req.scope).run({
    input: { ...req.validatedBody, caller: await adminCaller(req) },
  })
  res.status(201).json({ acl_role: result })
}
