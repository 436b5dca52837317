import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { API_ACCESS_MODULE } from "../../modules/api-access"
import { rbacRoleIdsOf } from "../../modules/api-access/rbac-holding"

const linkOf = (integrationId: string, roleId: string) => ({
  [API_ACCESS_MODULE]: { integration_id: integrationId },
  [Modules.RBAC]: { rbac_role_id: roleId },
})

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
  const gone = before.filter((id) => !roleIds.includes(id))
  const added = roleIds.filter((id) => !before.includes(id))
  if (gone.length)
    await link.dismiss(gone.map((id) => linkOf(integrationId, id)))
  if (added.length)
    await link.create(added.map((id) => linkOf(integrationId, id)))
  return before
}
