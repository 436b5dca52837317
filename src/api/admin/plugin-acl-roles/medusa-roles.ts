import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  policiesInRow,
  privilegesOfPolicies,
} from "../../../modules/api-access/rbac-policies"

type RoleRow = {
  id: string
  name: string
  description: string | null
  created_at: string | Date
  updated_at: string | Date
  policies?: unknown
}

/**
 * A page of Medusa's roles in the shape of the plugin's roles (under
 * `MEDUSA_FF_RBAC` they are the roles integrations hold): privileges are the
 * role's policies in Shopware's words.
 */
export async function medusaRolesPage(
  req: MedusaRequest,
  filters: Record<string, unknown>
) {
  const { fields: _fields, ...paging } = req.queryConfig ?? {}
  const { data, metadata } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "rbac_role",
      ...paging,
      fields: [
        "id",
        "name",
        "description",
        "created_at",
        "updated_at",
        "policies.resource",
        "policies.operation",
      ],
      filters,
    })
  const roles = (data as RoleRow[]).map(({ policies, ...role }) => ({
    ...role,
    privileges: privilegesOfPolicies(
      policiesInRow(policies).map((p) => `${p.resource}:${p.operation}`)
    ),
  }))
  return {
    data: roles,
    count: metadata?.count ?? roles.length,
    offset: metadata?.skip ?? 0,
    limit: metadata?.take ?? roles.length,
  }
}
