import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createAclRoleWorkflow } from "../../../workflows/api-access/workflows"
import type { AdminCreateAclRoleType } from "./validators"

export const ACL_ROLE_FIELDS = ["id", "name", "description", "privileges", "created_at", "updated_at"]

/** Lists the roles. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "plugin_acl_role",
    fields: ACL_ROLE_FIELDS,
    pagination: { skip: Number(req.query.offset ?? 0), take: Math.min(Number(req.query.limit ?? 50), 500), order: { name: "ASC" } },
  })
  res.json({ acl_roles: data, count: metadata?.count ?? data.length, offset: metadata?.skip ?? 0, limit: metadata?.take ?? data.length })
}

/** Creates a role. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateAclRoleType>, res: MedusaResponse) {
  const { result } = await createAclRoleWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ acl_role: result })
}
