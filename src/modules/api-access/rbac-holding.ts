import { resolvePermissions } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  FeatureFlag,
  WILDCARD,
} from "@medusajs/framework/utils"
import type { Holding } from "./access-rules"
import { ALL_PRIVILEGES } from "./privileges"
import { policiesOf, policyKey, pluginPolicyUniverse } from "./rbac-policies"

/** True when the shop runs Medusa's RBAC (`MEDUSA_FF_RBAC`): then Medusa's roles are the plugin's only role system. */
export function rbacEnabled(): boolean {
  return FeatureFlag.isFeatureEnabled("rbac")
}

const SUPER_ADMIN = { resource: WILDCARD, operation: WILDCARD }

/**
 * What a set of Medusa RBAC roles holds in the plugin, with Medusa's own
 * wildcard and inheritance rules: a role with `*:*` is an administrator;
 * otherwise exactly the privileges whose every policy the roles grant (no
 * implied reads: Medusa's checks imply none).
 */
export async function rbacHolding(
  container: MedusaContainer,
  roleIds: string[]
): Promise<Holding & { roleIds: string[] }> {
  if (!roleIds.length) return { admin: false, privileges: [], roleIds }
  const granted = await resolvePermissions({
    roles: roleIds,
    universe: [SUPER_ADMIN, ...pluginPolicyUniverse()],
    container,
  })
  if (granted.has(`${WILDCARD}:${WILDCARD}`))
    return { admin: true, privileges: [], roleIds, exact: true }
  const privileges = ALL_PRIVILEGES.filter((privilege) =>
    policiesOf(privilege).every((policy) => granted.has(policyKey(policy)))
  )
  return { admin: false, privileges, roleIds, exact: true }
}

/** Who holds Medusa RBAC roles: users (Medusa's link) and integrations (the plugin's). */
export type RoleHolder = "user" | "integration"

/** The ids of the Medusa RBAC roles each of these users or integrations holds, by their id. */
export async function rbacRoleIdsByHolder(
  container: MedusaContainer,
  holder: RoleHolder,
  ids: string[]
): Promise<Map<string, string[]>> {
  const held = new Map<string, string[]>()
  if (!ids.length) return held
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: holder,
      fields: ["id", "rbac_roles.id"],
      filters: { id: ids },
    })
  for (const row of data as {
    id: string
    rbac_roles?: ({ id: string } | null)[]
  }[])
    held.set(
      row.id,
      (row.rbac_roles ?? []).flatMap((role) => (role ? [role.id] : []))
    )
  return held
}

/** The ids of the Medusa RBAC roles a user or an integration holds. */
export async function rbacRoleIdsOf(
  container: MedusaContainer,
  holder: RoleHolder,
  id: string
): Promise<string[]> {
  return (await rbacRoleIdsByHolder(container, holder, [id])).get(id) ?? []
}

/** The ids of a user's Medusa RBAC roles (through Medusa's user–role link). */
export const userRbacRoleIds = (container: MedusaContainer, userId: string) =>
  rbacRoleIdsOf(container, "user", userId)
