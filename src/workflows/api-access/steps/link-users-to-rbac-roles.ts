import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type UserRbacRoleLink = { user_id: string; rbac_role_id: string }

const linkDefinitions = (links: UserRbacRoleLink[]) =>
  links.map(({ user_id, rbac_role_id }) => ({
    [Modules.USER]: { user_id },
    [Modules.RBAC]: { rbac_role_id },
  }))

/**
 * Gives users Medusa roles through Medusa's own user–role link (what
 * Settings → Roles shows). Only links that do not exist yet are passed in;
 * the compensation takes exactly these away again.
 */
export const linkUsersToRbacRolesStep = createStep(
  "plugin-link-users-to-rbac-roles",
  async (links: UserRbacRoleLink[], { container }) => {
    if (!links.length) return new StepResponse(links, [])
    await container
      .resolve(ContainerRegistrationKeys.LINK)
      .create(linkDefinitions(links))
    return new StepResponse(links, links)
  },
  async (links, { container }) => {
    if (!links?.length) return
    await container
      .resolve(ContainerRegistrationKeys.LINK)
      .dismiss(linkDefinitions(links))
  }
)
