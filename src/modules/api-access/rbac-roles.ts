import { hasPermission } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import type { AccessCaller, Holding } from "./access-rules"
import { rbacHolding, rbacRoleIdsOf } from "./rbac-holding"
import { type PolicyRow, policiesInRow } from "./rbac-policies"

/**
 * Medusa RBAC roles handed to integrations (`MEDUSA_FF_RBAC`), under the
 * same "no way up" rule Medusa applies when roles are assigned to users:
 * the caller's own roles must grant every policy of the roles handed out,
 * decided by Medusa's `hasPermission` (its wildcard and inheritance rules).
 */

type RoleRow = { id: string; name: string; policies: PolicyRow[] }

export async function rolesWithPolicies(
  container: MedusaContainer,
  ids: string[]
): Promise<RoleRow[]> {
  if (!ids.length) return []
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "rbac_role",
      fields: ["id", "name", "policies.resource", "policies.operation"],
      filters: { id: ids },
    })
  return (data as { id: string; name: string; policies?: unknown }[]).map(
    (role) => ({ ...role, policies: policiesInRow(role.policies) })
  )
}

/** Refuses role ids that are not Medusa roles, naming them. */
export async function assertRbacRolesExist(
  container: MedusaContainer,
  ids: string[] | undefined
): Promise<void> {
  if (!ids?.length) return
  const found = await rolesWithPolicies(container, ids)
  const missing = ids.filter((id) => !found.some((r) => r.id === id))
  if (missing.length)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Unknown role id(s): ${missing.join(", ")}. Medusa's role-based access control is on: give the ids of roles in Settings → Roles.`
    )
}

/** The Medusa roles of the caller: a user's or an integration's own. */
export async function callerRoleIds(
  container: MedusaContainer,
  caller: AccessCaller
) {
  if (caller.userId) return rbacRoleIdsOf(container, "user", caller.userId)
  if (caller.integrationId)
    return rbacRoleIdsOf(container, "integration", caller.integrationId)
  return []
}

/** Refuses (403) handing out roles with a policy the caller's own roles do not grant. */
export async function assertMayHandOutRbacRoles(
  container: MedusaContainer,
  caller: AccessCaller,
  roleIds: string[] | undefined,
  what: string
): Promise<void> {
  if (!roleIds?.length || caller.admin) return
  const mine = await callerRoleIds(container, caller)
  const refused: string[] = []
  for (const role of await rolesWithPolicies(container, roleIds)) {
    const allowed =
      !role.policies.length ||
      (mine.length > 0 &&
        (await hasPermission({
          roles: mine,
          actions: role.policies,
          container,
        })))
    if (!allowed) refused.push(`"${role.name}"`)
  }
  if (refused.length)
    throw new MedusaError(
      MedusaError.Types.FORBIDDEN,
      `You cannot ${what}: ${refused.join(", ")} grant${refused.length === 1 ? "s" : ""} policies your own roles do not grant.`
    )
}

/** What an integration holds under RBAC: its administrator flag, or what its Medusa roles grant. */
export async function integrationRbacHolding(
  container: MedusaContainer,
  integration: { id: string; admin: boolean }
): Promise<Holding & { roleIds: string[] }> {
  const roleIds = await rbacRoleIdsOf(container, "integration", integration.id)
  const held = await rbacHolding(container, roleIds)
  return integration.admin ? { ...held, admin: true } : held
}
