import type {
  Privilege,
  PrivilegeAction,
  PrivilegeResource,
} from "./privileges"

/**
 * One sentence per privilege and bundle, shown beside each checkbox in the
 * settings screens and in README: what holding it lets somebody do.
 */
const RESOURCES: Record<PrivilegeResource, Record<PrivilegeAction, string>> = {
  integration: {
    read: "See the API integrations (labels, access keys, roles), never their secrets.",
    create:
      "Create API integrations, with roles that grant no more than you hold.",
    update:
      "Rename integrations, change their roles and renew their secrets, for integrations that hold no more than you.",
    delete:
      "Delete integrations that hold no more than you; their tokens stop working at once.",
  },
  acl_role: {
    read: "See the roles and the privileges each one grants.",
    create: "Create roles from privileges you hold yourself.",
    update:
      "Change roles that grant no more than you hold, with privileges you hold.",
    delete:
      "Delete roles that grant no more than you hold; whoever held them loses those privileges.",
  },
  acl_user_role: {
    read: "See which admin user holds which role.",
    create:
      "Give roles you could hold yourself to other admin users (never to yourself).",
    update:
      "Change role assignments of other admin users within your own privileges.",
    delete:
      "Take roles away from other admin users who hold no more than you (never from yourself).",
  },
  user: {
    read: "See the shop's admin users and who is an administrator.",
    create:
      "Reserved: admin users are created in Medusa (invites, npx medusa user).",
    update:
      "Open a user's plugin access; only administrators change the administrator flag.",
    delete: "Reserved: admin users are deleted in Medusa.",
  },
  plugin_b2b_inbound_record: {
    read: "See imported order files, their status, errors and the orders they created.",
    create: "Upload order files with an import profile.",
    update:
      "Process uploaded files and approve reviewed ones (creating an order also needs Orders: create).",
    delete: "Delete inbound records; orders they created stay.",
  },
  plugin_b2b_profile: {
    read: "See the import profiles.",
    create: "Create import profiles.",
    update:
      "Change import profiles, e.g. switch between automatic and manual approval.",
    delete: "Delete import profiles.",
  },
  plugin_b2b_field_mapping: {
    read: "See how file columns map onto order fields.",
    create: "Add field mappings to a profile.",
    update: "Change field mappings and their transforms.",
    delete: "Remove field mappings.",
  },
  plugin_product_history: {
    read: "See, filter and export (CSV, PDF) the product change history and price charts.",
    create: "Reserved: entries are written by the shop itself and the console.",
    update:
      "Roll a product field back to an earlier value (also needs Products: update).",
    delete: "Reserved: old entries are removed by the retention job.",
  },
  product: {
    read: "Read products through the plugin's routes.",
    create: "Reserved for product writes through the plugin.",
    update: "Change products through the plugin, e.g. by a history rollback.",
    delete: "Reserved for product writes through the plugin.",
  },
  order: {
    read: "Read orders through the plugin's routes.",
    create:
      "Create orders: processing a file of an automatic profile, or approving a reviewed one.",
    update: "Reserved for order changes through the plugin.",
    delete: "Reserved for order changes through the plugin.",
  },
  webhook: {
    read: "See webhooks and their delivery log (only one's own, unless administrator).",
    create:
      "Register webhooks: the shop calls an address, signed, when an event happens.",
    update:
      "Change one's webhooks, renew their signing secret, send a delivery again.",
    delete: "Delete one's webhooks.",
  },
}

export const BUNDLE_DESCRIPTIONS: Record<string, string> = {
  "plugin_b2b_order_import.uploader":
    "For an ERP that only sends order files: upload files and read their records, nothing else.",
  "plugin_b2b_order_import.editor":
    "Everything of the B2B order import: records, profiles, mappings, processing and approving, and creating the orders.",
  "plugin_product_history.viewer":
    "Read and export the product change history.",
  "plugin_product_history.editor":
    "Read the product change history and roll fields back.",
}

/** One sentence: what the privilege lets its holder do. */
export function describePrivilege(privilege: Privilege): string {
  const [resource, action] = privilege.split(":") as [
    PrivilegeResource,
    PrivilegeAction,
  ]
  return RESOURCES[resource][action]
}
