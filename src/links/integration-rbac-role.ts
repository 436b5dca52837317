import { defineLink } from "@medusajs/framework/utils"
import RbacModule from "@medusajs/medusa/rbac"
import ApiAccessModule from "../modules/api-access"

/**
 * The Medusa RBAC roles an integration holds (`MEDUSA_FF_RBAC`): machine
 * accounts are not Medusa users, so the plugin links them to roles as Medusa
 * links users (`integration.rbac_roles`, `rbac_role.integrations`). With the
 * flag off the RBAC module is not loaded and Medusa skips this link.
 */
export default defineLink(
  { linkable: ApiAccessModule.linkable.integration, isList: true },
  { linkable: RbacModule.linkable.rbacRole, isList: true }
)
