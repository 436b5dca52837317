import { defineLink } from "@medusajs/framework/utils"
import RbacModule from "@medusajs/medusa/rbac"
import ApiAccessModule from "../modules/api-access"
import { rbacEnabled } from "../modules/api-access/rbac-holding"

/**
 * The Medusa RBAC roles an integration holds (`MEDUSA_FF_RBAC`): machine
 * accounts are not Medusa users, so the plugin links them to roles as Medusa
 * links users (`integration.rbac_roles`, `rbac_role.integrations`).
 *
 * A link registers itself when it is defined, and Medusa refuses a link to a
 * module it did not load: with the flag off (no RBAC module) it is not
 * defined. Medusa's test runner loads links before its feature flags, hence
 * the environment as well.
 */
export default rbacEnabled() || process.env.MEDUSA_FF_RBAC === "true"
  ? defineLink(
      { linkable: ApiAccessModule.linkable.integration, isList: true },
      { linkable: RbacModule.linkable.rbacRole, isList: true }
    )
  : undefined
