import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type {
  AclRole,
  AclRoleInput,
  AclRoleList,
  Integration,
  IntegrationInput,
  IntegrationList,
  PluginUserList,
  UserAccess,
} from "../../components/settings/types"
import { queryKeysFactory } from "./query-keys"
import { useDeleteById, useInvalidate } from "./resource-hooks"

const integrationKeys = queryKeysFactory("plugin-integrations")
const roleKeys = queryKeysFactory("plugin-acl-roles")
const userKeys = queryKeysFactory("plugin-users")

/** A settings list's query: paging, `order`, `q` and the list's filters (arrays as `key[]=…`). */
export type ListQuery = Record<
  string,
  string | number | boolean | string[] | undefined
>

function useList<T>(
  keys: ReturnType<typeof queryKeysFactory>,
  path: string,
  query: ListQuery
) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: () => sdk.client.fetch<T>(path, { query }),
    // The previous page stays on screen while the next loads.
    placeholderData: keepPreviousData,
  })
}

/** One page of integrations: `q`, `admin`, `used`, `role_id`, `order`. */
export function useIntegrations(query: ListQuery) {
  return useList<IntegrationList>(
    integrationKeys,
    "/admin/plugin-integrations",
    query
  )
}

/** One integration (for a drawer opened by a link to a row not on the page). */
export function useIntegration(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.detail(id ?? ""),
    queryFn: () =>
      sdk.client.fetch<{ integration: Integration }>(
        `/admin/plugin-integrations/${id}`
      ),
    select: (data) => data.integration,
    enabled: enabled && !!id,
  })
}

/** One page of roles; the pickers ask for the largest page (500) by name. */
export function useAclRoles(query: ListQuery = { limit: 500, order: "name" }) {
  return useList<AclRoleList>(roleKeys, "/admin/plugin-acl-roles", query)
}

/** One role (for a drawer opened by a link to a row not on the page). */
export function useAclRole(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: roleKeys.detail(id ?? ""),
    queryFn: () =>
      sdk.client.fetch<{ acl_role: AclRole }>(`/admin/plugin-acl-roles/${id}`),
    select: (data) => data.acl_role,
    enabled: enabled && !!id,
  })
}

/** Creates an integration; the answer carries its secret, once. */
export function useCreateIntegration() {
  const invalidate = useInvalidate(integrationKeys.all)
  return useMutation({
    mutationFn: (body: IntegrationInput) =>
      sdk.client.fetch<{ integration: Integration; secret: string }>(
        "/admin/plugin-integrations",
        { method: "POST", body }
      ),
    onSuccess: invalidate,
  })
}

/** Changes label, admin flag and roles of an integration. */
export function useUpdateIntegration() {
  const invalidate = useInvalidate(integrationKeys.all)
  return useMutation({
    mutationFn: ({ id, ...body }: IntegrationInput & { id: string }) =>
      sdk.client.fetch<{ integration: Integration }>(
        `/admin/plugin-integrations/${id}`,
        { method: "POST", body }
      ),
    onSuccess: invalidate,
  })
}

/** Issues a new secret; the old one and its tokens stop working. */
export function useNewSecret() {
  const invalidate = useInvalidate(integrationKeys.all)
  return useMutation({
    mutationFn: (id: string) =>
      sdk.client.fetch<{ id: string; access_key: string; secret: string }>(
        `/admin/plugin-integrations/${id}/secret`,
        { method: "POST" }
      ),
    onSuccess: invalidate,
  })
}

/** Deletes an integration. */
export function useDeleteIntegration() {
  return useDeleteById("/admin/plugin-integrations", integrationKeys.all)
}

/** Creates a role (no id) or changes one. */
export function useSaveAclRole() {
  // Integrations and users show role names: refresh them too.
  const invalidate = useInvalidate(
    roleKeys.all,
    integrationKeys.all,
    userKeys.all
  )
  return useMutation({
    mutationFn: ({ id, ...body }: AclRoleInput & { id?: string }) =>
      sdk.client.fetch<{ acl_role: AclRole }>(
        id ? `/admin/plugin-acl-roles/${id}` : "/admin/plugin-acl-roles",
        { method: "POST", body }
      ),
    onSuccess: invalidate,
  })
}

/** Deletes a role. */
export function useDeleteAclRole() {
  return useDeleteById(
    "/admin/plugin-acl-roles",
    roleKeys.all,
    integrationKeys.all,
    userKeys.all
  )
}

/** One page of the shop's admin users: `q`, `access`, `role_id`, `order`. */
export function usePluginUsers(query: ListQuery) {
  return useList<PluginUserList>(userKeys, "/admin/plugin-users", query)
}

/** The signed-in user's id, to keep them from editing their own access. */
export function useMyUserId() {
  return useQuery({
    queryKey: [...userKeys.all, "me"],
    queryFn: () =>
      sdk.client.fetch<{ user: { id: string } }>("/admin/users/me"),
    select: (data) => data.user.id,
  })
}

/** Makes another user an administrator, or restricts them to their roles. */
export function useSetAdministrator() {
  const invalidate = useInvalidate(userKeys.all)
  return useMutation({
    mutationFn: ({
      id,
      administrator,
    }: {
      id: string
      administrator: boolean
    }) =>
      sdk.client.fetch<UserAccess>(`/admin/users/${id}/plugin-access`, {
        method: "POST",
        body: { administrator },
      }),
    onSuccess: invalidate,
  })
}

/** Replaces another user's roles. */
export function useSetUserRoles() {
  const invalidate = useInvalidate(userKeys.all)
  return useMutation({
    mutationFn: ({ id, role_ids }: { id: string; role_ids: string[] }) =>
      sdk.client.fetch<UserAccess>(`/admin/users/${id}/plugin-roles`, {
        method: "POST",
        body: { role_ids },
      }),
    onSuccess: invalidate,
  })
}
