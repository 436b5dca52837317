import type { MedusaContainer } from "@medusajs/framework/types"
import {
  AccessCaller,
  assertMayActOn,
  assertMayGrant,
  assertNotSelf,
} from "../../modules/api-access/access-rules"
import { apiAccess } from "../../modules/api-access"
import { rbacEnabled } from "../../modules/api-access/rbac-holding"
import {
  assertMayHandOutRbacRoles,
  integrationRbacHolding,
} from "../../modules/api-access/rbac-roles"

/*
 * What the authorisation of a change of rights reads about its subjects
 * (integrations, roles, users) in the role system the shop runs, and the
 * "no way up" checks it makes with them (authorize-access-change.ts).
 */

/** The privileges the given roles grant together (unknown ids grant nothing; other steps name them). */
export async function privilegesOfRoles(
  container: MedusaContainer,
  roleIds: string[] | undefined
) {
  const roles = await apiAccess(container).rolePrivileges(roleIds ?? [])
  return [...roles.values()].flatMap((r) => r.privileges)
}

/** What an integration holds, from the plugin's roles or, under Medusa's RBAC, from its Medusa roles. */
export async function integrationHolding(
  container: MedusaContainer,
  id: string
) {
  const integration = await apiAccess(container).integrationHolding(id)
  if (!integration || !rbacEnabled()) return integration
  const held = await integrationRbacHolding(container, { ...integration, id })
  return { ...integration, ...held }
}

/** Refuses handing out roles that grant what the caller lacks (Medusa's rule for Medusa roles under RBAC). */
export async function checkRolesHandedOut(
  container: MedusaContainer,
  caller: AccessCaller,
  roleIds: string[] | undefined,
  what: string
) {
  if (rbacEnabled())
    return assertMayHandOutRbacRoles(container, caller, roleIds, what)
  assertMayGrant(caller, await privilegesOfRoles(container, roleIds), what)
}

export async function checkIntegrations(
  container: MedusaContainer,
  caller: AccessCaller,
  ids: string[],
  what: string
) {
  for (const id of ids) {
    const integration = await integrationHolding(container, id)
    if (integration)
      assertMayActOn(
        caller,
        integration,
        `${what} the integration "${integration.label}"`
      )
  }
}

export async function checkRoles(
  container: MedusaContainer,
  caller: AccessCaller,
  ids: string[],
  what: string
) {
  for (const [, role] of await apiAccess(container).rolePrivileges(ids)) {
    assertMayActOn(
      caller,
      { admin: false, privileges: role.privileges },
      `${what} the role "${role.name}"`
    )
  }
}

/** Refuses changing oneself or a user holding more; returns what the user holds. */
export async function checkUser(
  container: MedusaContainer,
  caller: AccessCaller,
  userId: string,
  what: string
) {
  assertNotSelf(caller, { userId }, what)
  const holding = await apiAccess(container).userHolding(userId)
  assertMayActOn(caller, holding, `${what} of this user`)
  return holding
}
