import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type { PluginUser, UserAccess } from "../../components/settings/types"

/**
 * One admin user with their plugin standing, for a drawer opened by a link
 * to a user not on the list's page: Medusa's user and the plugin's roles.
 */
export function usePluginUser(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ["plugin-users", "detail", id],
    queryFn: async (): Promise<PluginUser> => {
      const [{ user }, access] = await Promise.all([
        sdk.client.fetch<{
          user: Omit<PluginUser, "administrator" | "acl_roles">
        }>(`/admin/users/${id}`),
        sdk.client.fetch<UserAccess>(`/admin/users/${id}/plugin-roles`),
      ])
      return {
        ...user,
        administrator: access.administrator,
        acl_roles: access.acl_roles,
      }
    },
    enabled: enabled && !!id,
  })
}
