// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too, and the
// framework's CommonJS re-export would put a second zod into its bundle.
import { z } from "zod"
import { boundedList } from "../../utils/bounded-list"
import {
  ALL_PRIVILEGES,
  PRIVILEGE_BUNDLES,
  SHOPWARE_ADMIN_KEY,
} from "./privileges"

/** Ids of the Shopware-compatible API: a UUID without hyphens (shared with the B2B import's records). */
export { HEX_ID_PATTERN, hexIdSchema } from "../../utils/hex-id"

/**
 * The id of a role an integration holds: one of the plugin's roles (32
 * hexadecimal characters) or, under Medusa's RBAC, one of Medusa's roles
 * (`role_…`, e.g. `role_super_admin`).
 */
export const roleIdSchema = z
  .string()
  .regex(
    /^(?:[0-9a-f]{32}|role_[0-9A-Za-z_]{1,64})$/,
    "must be a role id: 32 hexadecimal characters, or a Medusa role id (role_…) when Medusa's role-based access control is on"
  )

/** A privilege of the privilege table or a bundle name. */
export const knownPrivilegeSchema = z.enum([
  ...ALL_PRIVILEGES,
  ...Object.keys(PRIVILEGE_BUNDLES),
] as [string, ...string[]])

const PRIVILEGE_WORDS =
  'must be a privilege "<resource>:<read|create|update|delete>" of the plugin, a bundle such as "plugin_b2b_order_import.editor", or a Shopware administration key such as "product.viewer"'

/** What a role stores: a known privilege or bundle, or a Shopware administration key (which grants nothing here). */
export const privilegeSchema = z.union(
  [
    knownPrivilegeSchema.describe("A privilege or bundle of the plugin"),
    z
      .string()
      .regex(SHOPWARE_ADMIN_KEY, PRIVILEGE_WORDS)
      .describe(
        "A Shopware administration key (<area>.viewer|editor|creator|deleter): stored and returned, grants nothing in this plugin"
      ),
  ],
  { error: PRIVILEGE_WORDS }
)

/**
 * Most privileges one role holds: the plugin's, its bundles and Shopware
 * administration keys (Shopware's administration has a few hundred).
 */
export const MAX_ROLE_PRIVILEGES = 1_000

/** A role's privileges, refused by their number before any is read. */
export const privilegeListSchema = boundedList(
  privilegeSchema,
  MAX_ROLE_PRIVILEGES,
  "privileges"
)
