import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { API_ACCESS_MODULE } from "."
import type { AccessCaller, Holding } from "./access-rules"
import { rbacEnabled, rbacHolding, userRbacRoleIds } from "./rbac-holding"
import { integrationRbacHolding } from "./rbac-roles"
import type ApiAccessModuleService from "./service"
import type { UserHolding } from "./service"

function apiAccess(container: MedusaContainer) {
  return container.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
}

/**
 * What a Medusa admin user holds in the plugin; undefined when the user does
 * not exist. Under Medusa's RBAC, exactly what their Medusa roles grant.
 * Otherwise, the plugin's own flag and roles: on a fresh install the oldest user (the one `npm start` seeds,
 * or the first made with `npx medusa user`) becomes the first administrator.
 */
export async function userHoldingOf(
  container: MedusaContainer,
  userId: string
): Promise<(UserHolding & { email: string; name: string }) | undefined> {
  const users = container.resolve(Modules.USER)
  const [user] = await users.listUsers(
    { id: userId },
    { select: ["id", "email", "first_name", "last_name"] }
  )
  if (!user) return undefined
  const name =
    [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email
  if (rbacEnabled()) {
    const roleIds = await userRbacRoleIds(container, userId)
    const holding = await rbacHolding(container, roleIds)
    return { ...holding, email: user.email, name }
  }
  const access = apiAccess(container)
  let holding: UserHolding = await access.userHolding(userId)
  if (!holding.admin && !(await access.administratorChosen())) {
    const [oldest] = await users.listUsers(
      {},
      { select: ["id"], order: { created_at: "ASC" }, take: 1 }
    )
    if (
      oldest?.id === userId &&
      (await access.bootstrapAdministrator(userId))
    ) {
      holding = { ...holding, admin: true }
    }
  }
  return { ...holding, email: user.email, name }
}

/**
 * The user a Medusa secret API key acts for: the user who created it
 * (`created_by`). A key never holds more than its creator; a key whose
 * creator is gone holds nothing.
 */
export async function apiKeyCreatorId(
  container: MedusaContainer,
  apiKeyId: string
): Promise<string | undefined> {
  const [key] = await container
    .resolve(Modules.API_KEY)
    .listApiKeys({ id: apiKeyId }, { select: ["id", "created_by"] })
  return key?.created_by || undefined
}

/** The caller of a change of rights, from a user's holding. */
export function userCaller(userId: string, holding: Holding): AccessCaller {
  return {
    admin: holding.admin,
    privileges: holding.privileges,
    exact: holding.exact,
    userId,
  }
}

/**
 * An integration and what it holds; undefined when it does not exist. Under
 * Medusa's RBAC, what its Medusa roles grant; otherwise its admin flag and
 * the privileges of its roles.
 */
export async function integrationHoldingOf(
  container: MedusaContainer,
  integrationId: string
) {
  const [integration] = await apiAccess(container).listIntegrations(
    { id: integrationId },
    { relations: ["roles"] }
  )
  if (!integration) return undefined
  const holding: Holding = rbacEnabled()
    ? await integrationRbacHolding(container, integration)
    : {
        admin: integration.admin,
        privileges: (integration.roles ?? []).flatMap(
          (r) => r.privileges ?? []
        ),
      }
  return { integration, holding }
}
