/** The plugin's options as the settings page shows them (validated at start-up by the plugin-settings module). */
export type { PluginOptions } from "../../modules/plugin-settings/options"

/**
 * Whether the shop runs Medusa's role-based access control (GET
 * /admin/plugin-settings `rbac`), and then where admin users' roles are
 * managed: the dashboard's Settings → Roles.
 */
export type MedusaRbacState =
  { enabled: true; roles_url: string } | { enabled: false; roles_url: null }

/** `historyRetentionDays` as the plugin resolved it: days per field group, `default` always present. */
export type { HistoryRetention } from "../../modules/plugin-settings/options"
// Which keys name a group of fields, declared once in the history (the file imports nothing a browser lacks).
export {
  DEFAULT_RETENTION_GROUP,
  RETENTION_PREFIX_GROUPS,
} from "../../modules/product-history/retention-groups"
