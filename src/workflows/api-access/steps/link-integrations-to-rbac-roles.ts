import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { API_ACCESS_MODULE } from "../../../modules/api-access"

export type IntegrationRbacRoleLink = {
  integration_id: string
  rbac_role_id: string
}

const linkDefinitions = (links: IntegrationRbacRoleLink[]) =>
  links.map(({ integration_id, rbac_role_id }) => ({
    [API_ACCESS_MODULE]: { integration_id },
    [Modules.RBAC]: { rbac_role_id },
  }))

/**
 * Gives integrations Medusa roles through the plugin's integration–role
 * link. Only links that do not exist yet are passed in; the compensation
 * takes exactly these away again.
 */
export const linkIntegrationsToRbacRolesStep = createStep(
  "plugin-link-integrations-to-rbac-roles",
  async (links: IntegrationRbacRoleLink[], { container }) => {
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
