import { useMutation, useQuery } from "@tanstack/react-query"
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
import { useDeleteById, useInvalidate, usePage } from "./resource-hooks"

const integrationKeys = queryKeysFactory("plugin-integrations")
const roleKeys = queryKeysFactory("plugin-acl-roles")
const userKeys = queryKeysFactory("plugin-users")

/** One page of integrations, newest first. */
export function useIntegrations(offset: number, limit: number) {
  return usePage<IntegrationList>(
    integrationKeys,
    "/admin/plugin-integrations",
    { offset, limit }
  )
}

/** One page of roles by name; the pickers ask for the largest page (500). */
export function useAclRoles(offset = 0, limit = 500) {
  return usePage<AclRoleList>(roleKeys, "/admin/plugin-acl-roles", {
    offset,
    limit,
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
  // Integrations show role names: refresh them too.
  const invalidate = useInvalidate(roleKeys.all, integrationKeys.all)
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
    integrationKeys.all
  )
}

/** One page of the shop's admin users with administrator flag and roles, oldest first. */
export function usePluginUsers(offset: number, limit: number) {
  return usePage<PluginUserList>(userKeys, "/admin/plugin-users", {
    offset,
    limit,
  })
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
