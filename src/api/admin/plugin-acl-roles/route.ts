import type { AdminRequest, AdminResponse } from "../../utils/http"
import { createAclRoleWorkflow } from "../../../workflows/api-access"
import { graphPage } from "../../utils/find-params"
import { adminCaller } from "../../utils/require-admin-privileges"
import type { AdminCreateAclRoleType } from "./validators"

/** Lists the roles. */
export async function GET(req: AdminRequest, res: AdminResponse) {
  const { data, ...page } = await graphPage(req, "acl_role")
  res.json({ acl_roles: data, ...page })
}

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
