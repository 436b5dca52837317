import type { AdminRequest, AdminResponse } from "../../utils/http"
import { createAclRoleWorkflow } from "../../../workflows/api-access"
import { containsPattern } from "../../../utils/like-pattern"
import { graphPage } from "../../utils/find-params"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import { medusaRolesPage } from "./medusa-roles"
import { adminCaller } from "../../utils/require-admin-privileges"
import type {
  AdminAclRoleListParamsType,
  AdminCreateAclRoleType,
} from "./validators"

/** Lists the roles (Medusa's under its RBAC); `q` searches name and description. */
export async function GET(
  req: AdminRequest<unknown, AdminAclRoleListParamsType>,
  res: AdminResponse
) {
  const { q } = req.validatedQuery
  const filters = q
    ? {
        $or: [
          { name: { $ilike: containsPattern(q) } },
          { description: { $ilike: containsPattern(q) } },
        ],
      }
    : {}
  const { data, ...page } = rbacEnabled()
    ? await medusaRolesPage(req, filters)
    : await graphPage(req, "acl_role", filters)
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
