import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { API_ACCESS_MODULE } from "../../modules/api-access"
import {
  rbacRoleIdsOf,
  type RoleHolder,
} from "../../modules/api-access/rbac-holding"

/** A user or an integration holding a Medusa RBAC role. */
export type RbacRoleLink = { holder_id: string; rbac_role_id: string }

/**
 * The links of users (Medusa's user–role link) or integrations (the
 * plugin's integration–role link) to Medusa roles, as `link` takes them.
 */
function definitions(holder: RoleHolder, links: RbacRoleLink[]) {
  const module = holder === "user" ? Modules.USER : API_ACCESS_MODULE
  return links.map(({ holder_id, rbac_role_id }) => ({
    [module]: { [`${holder}_id`]: holder_id },
    [Modules.RBAC]: { rbac_role_id },
  }))
}

/**
 * A step giving users or integrations Medusa roles. Only links that do not
 * exist yet are passed in; the compensation takes exactly these away again.
 */
export function rbacRoleLinkStep(name: string, holder: RoleHolder) {
  return createStep(
    name,
    async (links: RbacRoleLink[], { container }) => {
      if (!links.length) return new StepResponse(links, [])
      await container
        .resolve(ContainerRegistrationKeys.LINK)
        .create(definitions(holder, links))
      return new StepResponse(links, links)
    },
    async (links, { container }) => {
      if (!links?.length) return
      await container
        .resolve(ContainerRegistrationKeys.LINK)
        .dismiss(definitions(holder, links))
    }
  )
}

/**
 * Makes an integration hold exactly these Medusa RBAC roles (under
 * `MEDUSA_FF_RBAC`, where its roles are Medusa's); answers the roles it held
 * before, for the step's compensation to put back.
 */
export async function replaceIntegrationRbacRoles(
  container: MedusaContainer,
  integrationId: string,
  roleIds: string[]
): Promise<string[]> {
  const before = await rbacRoleIdsOf(container, "integration", integrationId)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const linksTo = (ids: string[]) =>
    definitions(
      "integration",
      ids.map((rbac_role_id) => ({ holder_id: integrationId, rbac_role_id }))
    )
  const gone = before.filter((id) => !roleIds.includes(id))
  const added = roleIds.filter((id) => !before.includes(id))
  if (gone.length) await link.dismiss(linksTo(gone))
  if (added.length) await link.create(linksTo(added))
  return before
}
