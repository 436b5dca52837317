import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { createAclRoleWorkflow } from "../../../workflows/api-access"
import { listPage } from "../../utils/list-page"
import { adminCaller } from "../../utils/require-admin-privileges"
import type { AdminCreateAclRoleType } from "./validators"

export const ACL_ROLE_FIELDS = [
  "id",
  "name",
  "description",
  "privileges",
  "created_at",
  "updated_at",
]

/** Lists the roles. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { data, ...page } = await listPage(
    req,
    "plugin_acl_role",
    ACL_ROLE_FIELDS,
    { name: "ASC" }
  )
  res.json({ acl_roles: data, ...page })
}

/** Creates a role. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCreateAclRoleType>,
  res: MedusaResponse
) {
  const { result } = await createAclRoleWorkflow(req.scope).run({
    input: { ...req.validatedBody, caller: await adminCaller(req) },
  })
  res.status(201).json({ acl_role: result })
}
