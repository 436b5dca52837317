/**
 * The privilege table of the `/api/*` and `/admin/*` routes of the plugin,
 * declared once. A privilege is `<resource>:<action>`; create, update and
 * delete imply read. A bundle (Shopware's admin "role" keys) stands for a set.
 */
export const PRIVILEGE_ACTIONS = ["read", "create", "update", "delete"] as const
export type PrivilegeAction = (typeof PRIVILEGE_ACTIONS)[number]

export const PRIVILEGE_RESOURCES = [
  "integration",
  "acl_role",
  "acl_user_role",
  "user",
  "plugin_b2b_inbound_record",
  "plugin_b2b_profile",
  "plugin_b2b_field_mapping",
  "plugin_product_history",
  "product",
  "order",
  // Webhooks and their delivery log (Shopware's `webhook` entity; non-administrators see their own only).
  "webhook",
] as const
export type PrivilegeResource = (typeof PRIVILEGE_RESOURCES)[number]
export type Privilege = `${PrivilegeResource}:${PrivilegeAction}`

export const ALL_PRIVILEGES: Privilege[] = PRIVILEGE_RESOURCES.flatMap(
  (resource) =>
    PRIVILEGE_ACTIONS.map((action) => `${resource}:${action}` as Privilege)
)

const B2B_RESOURCES: PrivilegeResource[] = [
  "plugin_b2b_inbound_record",
  "plugin_b2b_profile",
  "plugin_b2b_field_mapping",
]

export const PRIVILEGE_BUNDLES: Record<string, Privilege[]> = {
  /** For an ERP that only sends order files: no processing, no orders, no profiles. */
  "plugin_b2b_order_import.uploader": [
    "plugin_b2b_inbound_record:create",
    "plugin_b2b_inbound_record:read",
  ],
  "plugin_b2b_order_import.editor": [
    ...ALL_PRIVILEGES.filter((p) =>
      B2B_RESOURCES.some((r) => p.startsWith(`${r}:`))
    ),
    "order:create",
  ],
  "plugin_product_history.viewer": ["plugin_product_history:read"],
  "plugin_product_history.editor": [
    "plugin_product_history:read",
    "plugin_product_history:update",
    "product:update",
  ],
}

const KNOWN = new Set<string>([
  ...ALL_PRIVILEGES,
  ...Object.keys(PRIVILEGE_BUNDLES),
])

/** True for a privilege of the table or a bundle name. */
export function isKnownPrivilege(value: string): boolean {
  return KNOWN.has(value)
}

/**
 * Shopware administration keys (`product.viewer`, `order.creator`, …): roles
 * brought over from a Shopware shop keep them. They are stored and returned
 * but grant nothing here unless they name one of the plugin's bundles.
 */
export const SHOPWARE_ADMIN_KEY =
  /^[a-z][a-z0-9_]*\.(viewer|editor|creator|deleter)$/

/** What a role may store: the plugin's privileges and bundles, and Shopware administration keys. */
export function isStorablePrivilege(value: string): boolean {
  return KNOWN.has(value) || SHOPWARE_ADMIN_KEY.test(value)
}

/** What a set of granted privileges and bundles amounts to. */
export function expandPrivileges(granted: Iterable<string>): Set<Privilege> {
  const result = new Set<Privilege>()
  for (const item of granted) {
    const list =
      PRIVILEGE_BUNDLES[item] ?? (KNOWN.has(item) ? [item as Privilege] : [])
    for (const privilege of list) {
      result.add(privilege)
      result.add(`${privilege.split(":")[0]}:read` as Privilege)
    }
  }
  return result
}

/** An actor's grant: administrators hold every privilege. */
export type Grant = { all: true } | { all: false; privileges: Set<Privilege> }

/** The required privileges the grant lacks, in the order asked. */
export function missingPrivileges(
  grant: Grant,
  required: readonly Privilege[]
): Privilege[] {
  if (grant.all) {
    return []
  }
  return required.filter((p) => !grant.privileges.has(p))
}
