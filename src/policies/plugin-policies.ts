import { definePolicies } from "@medusajs/framework/utils"
import { pluginPolicyDefinitions } from "../modules/api-access/rbac-policies"

/**
 * The plugin's own resources as Medusa RBAC policies (integrations, inbound
 * records, profiles, field mappings, product history; each read, create,
 * update, delete). Medusa syncs them at start-up when `MEDUSA_FF_RBAC` is on,
 * and its Settings → Roles screen offers them.
 */
export const pluginPolicies = definePolicies(pluginPolicyDefinitions())
