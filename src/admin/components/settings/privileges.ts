import {
  PRIVILEGE_ACTIONS,
  PRIVILEGE_BUNDLES,
  PRIVILEGE_RESOURCES,
  expandPrivileges,
  type Privilege,
} from "../../../modules/api-access/privileges"
import {
  BUNDLE_DESCRIPTIONS,
  describePrivilege,
} from "../../../modules/api-access/privilege-descriptions"

// The one privilege table of the plugin (the server validates against the same list).
export {
  PRIVILEGE_ACTIONS,
  PRIVILEGE_BUNDLES,
  PRIVILEGE_RESOURCES,
  expandPrivileges,
  type Privilege,
}
// One sentence per privilege and bundle, declared beside the table.
export { BUNDLE_DESCRIPTIONS, describePrivilege }

export const RESOURCE_LABELS: Record<string, string> = {
  integration: "API integrations",
  acl_role: "API roles",
  acl_user_role: "Users' role assignments",
  user: "Admin users",
  plugin_b2b_inbound_record: "B2B inbound records",
  plugin_b2b_profile: "B2B import profiles",
  plugin_b2b_field_mapping: "B2B field mappings",
  plugin_product_history: "Product history",
  product: "Products",
  order: "Orders",
}

export const ACTION_LABELS: Record<string, string> = {
  read: "Read",
  create: "Create",
  update: "Update",
  delete: "Delete",
}

export const BUNDLE_LABELS: Record<string, string> = {
  "plugin_b2b_order_import.uploader": "B2B order import: upload only",
  "plugin_b2b_order_import.editor": "B2B order import: editor",
  "plugin_product_history.viewer": "Product history: viewer",
  "plugin_product_history.editor": "Product history: editor",
}

/** True for a bundle name such as `plugin_b2b_order_import.editor`. */
export function isBundle(entry: string): boolean {
  return Object.prototype.hasOwnProperty.call(PRIVILEGE_BUNDLES, entry)
}

/** How many single privileges a role's entries amount to (bundles expanded, implied reads counted). */
export function effectiveCount(entries: string[] | null | undefined): number {
  return expandPrivileges(entries ?? []).size
}
