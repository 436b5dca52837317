/** Shapes of the plugin's native admin API answers (src/api/admin/plugin-integrations, plugin-acl-roles). */

export type RoleRef = { id: string; name: string }

export type Integration = {
  id: string
  label: string
  access_key: string
  admin: boolean
  last_used_at: string | null
  created_at: string
  updated_at: string
  roles: RoleRef[] | null
}

export type AclRole = {
  id: string
  name: string
  description: string | null
  privileges: string[] | null
  created_at: string
  updated_at: string
}

export type Page = { count: number; offset: number; limit: number }

export type IntegrationList = Page & { integrations: Integration[] }
export type AclRoleList = Page & { acl_roles: AclRole[] }

export type IntegrationInput = {
  label: string
  admin: boolean
  role_ids: string[]
}
export type AclRoleInput = {
  name: string
  description: string | null
  privileges: string[]
}

/** A secret as the server hands it out, once. */
export type IssuedSecret = { access_key: string; secret: string }

/** An admin user with their plugin standing (src/api/admin/plugin-users). */
export type PluginUser = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  created_at: string
  administrator: boolean
  acl_roles: RoleRef[]
}
export type PluginUserList = Page & { users: PluginUser[] }
export type UserAccess = {
  user_id: string
  administrator: boolean
  acl_roles: RoleRef[]
}
