import { hasPermission } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import type { AccessCaller } from "./access-rules"
import {
  PRIVILEGE_BUNDLES,
  type Privilege,
  isKnownPrivilege,
} from "./privileges"
import { policiesOf, policyKey } from "./rbac-policies"
import { callerRoleIds, rolesWithPolicies } from "./rbac-roles"

/**
 * Writing Medusa roles through Shopware's `acl_role` (under `MEDUSA_FF_RBAC`):
 * privileges in Shopware's words become the ids of Medusa's policies, and
 * the caller's own Medusa roles bound what they may hand out or change.
 */

/** The ids of the Medusa policies these privileges and bundles stand for (no implied reads). */
export async function policyIdsOfPrivileges(
  container: MedusaContainer,
  granted: readonly string[]
): Promise<string[]> {
  const unusable = granted.filter((item) => !isKnownPrivilege(item))
  if (unusable.length)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `${unusable.join(", ")}: Shopware administration keys grant nothing while Medusa's role-based access control is on; give the plugin's privileges (e.g. "product:update") or bundles.`
    )
  const privileges = granted.flatMap(
    (item) => PRIVILEGE_BUNDLES[item] ?? [item as Privilege]
  )
  const keys = [...new Set(privileges.flatMap(policiesOf).map(policyKey))]
  if (!keys.length) return []
  const found = await container
    .resolve(Modules.RBAC)
    .listRbacPolicies({ key: keys }, { select: ["id", "key"] })
  const missing = keys.filter((key) => !found.some((p) => p.key === key))
  if (missing.length)
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Medusa has no policy ${missing.join(", ")}; the plugin's privileges map onto Medusa's policies (docs/security.md).`
    )
  return found.map((p) => p.id)
}

/** Who Medusa's role workflows check as the actor: the caller's user or integration; nobody for administrators. */
export function rbacActorOf(caller: AccessCaller): {
  actor_id?: string
  actor?: string
} {
  if (caller.admin) return {}
  if (caller.userId) return { actor_id: caller.userId, actor: "user" }
  if (caller.integrationId)
    return { actor_id: caller.integrationId, actor: "integration" }
  return {}
}

/**
 * Refuses (403) changing or deleting Medusa roles that grant a policy the
 * caller's own roles do not: nobody acts on a role holding more than they do.
 */
export async function assertMayChangeRbacRoles(
  container: MedusaContainer,
  caller: AccessCaller,
  roleIds: string[],
  what: string
): Promise<void> {
  if (caller.admin || !roleIds.length) return
  const holder = await callerRoleIds(container, caller)
  for (const role of await rolesWithPolicies(container, roleIds)) {
    const actions = role.policies ?? []
    const allowed =
      !actions.length ||
      (holder.length > 0 &&
        (await hasPermission({ roles: holder, actions, container })))
    if (!allowed)
      throw new MedusaError(
        MedusaError.Types.FORBIDDEN,
        `You cannot ${what} the role "${role.name}": it grants policies your own roles do not grant.`
      )
  }
}
