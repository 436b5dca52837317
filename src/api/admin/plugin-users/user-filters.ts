import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { containsPattern } from "../../../utils/like-pattern"
import type { AdminPluginUserListParamsType } from "../plugin-acl-roles/validators"

/**
 * The user-module filters of the users list. Users live in Medusa's user
 * module and their plugin standing in the api-access module, so the standing
 * filters (`access`, `role_id`) become id conditions read from the latter.
 */
export async function pluginUserFilters(
  req: MedusaRequest,
  { q, access, role_id }: AdminPluginUserListParamsType
) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const conditions: Record<string, unknown>[] = []
  if (q)
    conditions.push({
      $or: ["email", "first_name", "last_name"].map((field) => ({
        [field]: { $ilike: containsPattern(q) },
      })),
    })

  const userIdsWithRoles = async (roleIds?: string[]) => {
    const { data } = await query.graph({
      entity: "user_acl_role",
      fields: ["user_id"],
      filters: roleIds ? { role_id: roleIds } : {},
    })
    return [...new Set(data.map((row) => row.user_id as string))]
  }
  if (access) {
    const { data } = await query.graph({
      entity: "user_access",
      fields: ["user_id"],
      filters: { admin: true },
    })
    const admins = data.map((row) => row.user_id as string)
    if (access === "administrator") conditions.push({ id: { $in: admins } })
    else {
      const holders = await userIdsWithRoles()
      conditions.push(
        access === "roles"
          ? { id: { $in: holders.filter((id) => !admins.includes(id)) } }
          : { id: { $nin: [...admins, ...holders] } }
      )
    }
  }
  if (role_id?.length)
    conditions.push({ id: { $in: await userIdsWithRoles(role_id) } })
  return conditions.length ? { $and: conditions } : {}
}
