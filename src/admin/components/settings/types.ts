/** The API access types as the settings screens use them: the server's own (src/types/api-access). */
import type {
  AclRole,
  Integration,
  PluginUser,
} from "../../../types/api-access"

export type {
  AclRole,
  AclRoleInput,
  Integration,
  IntegrationInput,
  PluginUser,
  RoleRef,
  UserAccess,
} from "../../../types/api-access"

export type { WebhookDraft } from "../../../types/webhooks"

/** The paging part of a list answer. */
export type Page = { count: number; offset: number; limit: number }

export type IntegrationList = Page & { integrations: Integration[] }
export type AclRoleList = Page & { acl_roles: AclRole[] }
export type PluginUserList = Page & { users: PluginUser[] }

/** A secret as the server hands it out, once. */
export type IssuedSecret = { access_key: string; secret: string }
