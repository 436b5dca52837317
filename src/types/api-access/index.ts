/**
 * The API access types the admin UI shows, derived from the module's models
 * (InferTypeOf), never copied. Secrets and their hashes are not part of them.
 */
import type { InferTypeOf } from "@medusajs/framework/types"
import type { AclRole as AclRoleModel } from "../../modules/api-access/models/acl-role"
import type { Integration as IntegrationModel } from "../../modules/api-access/models/integration"
import type { Wire } from "../wire"

// The privilege vocabulary, declared once in the module (the file imports nothing a browser lacks).
export {
  PRIVILEGE_ACTIONS,
  PRIVILEGE_BUNDLES,
  PRIVILEGE_RESOURCES,
  expandPrivileges,
  type Privilege,
} from "../../modules/api-access/privileges"

// The one schemas of an integration and a role, for the settings forms' checks (browser-safe: zod and the text rules).
export {
  aclRoleSchema,
  integrationSchema,
} from "../../modules/api-access/resource-schemas"

/** A role of the `/api` dialect: a named set of privileges. */
export type AclRole = Omit<
  Wire<InferTypeOf<typeof AclRoleModel>>,
  "deleted_at" | "integrations" | "users"
>
export type RoleRef = Pick<AclRole, "id" | "name">

/** An API account for machines; its secret is shown once, its hash never. */
export type Integration = Omit<
  Wire<InferTypeOf<typeof IntegrationModel>>,
  "deleted_at" | "secret_hash" | "roles"
> & { roles: RoleRef[] | null }

/** What the integration form sends. */
export type IntegrationInput = Pick<Integration, "label" | "admin"> & {
  role_ids: string[]
}
/** What the role form sends. */
export type AclRoleInput = Pick<AclRole, "name" | "description" | "privileges">

/** An admin user with their plugin standing (`/admin/plugin-users`). */
export type PluginUser = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  created_at: string
  administrator: boolean
  acl_roles: RoleRef[]
}
/** A user's plugin standing (`/admin/users/:id/plugin-roles`). */
export type UserAccess = Pick<PluginUser, "administrator" | "acl_roles"> & {
  user_id: string
}
