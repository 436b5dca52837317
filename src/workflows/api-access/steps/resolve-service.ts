import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { API_ACCESS_MODULE } from "../../../modules/api-access"
import type ApiAccessModuleService from "../../../modules/api-access/service"

export function apiAccess(container: MedusaContainer) {
  return container.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
}

/** Refuses role ids that do not exist, naming them. */
export async function assertRolesExist(container: MedusaContainer, roleIds: string[] | undefined) {
  if (!roleIds?.length) return
  const found = await apiAccess(container).listPluginAclRoles({ id: roleIds }, { select: ["id"] })
  const missing = roleIds.filter((id) => !found.some((r) => r.id === id))
  if (missing.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown role id(s): ${missing.join(", ")}.`)
  }
}
