import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { usePluginSettings } from "./plugin-settings"
import { queryKeysFactory } from "./query-keys"

const permissionKeys = queryKeysFactory("medusa-rbac-permissions")

/**
 * Of the `needed` policies ("plugin_product_history:update", …), those the
 * user's Medusa roles do not grant, when the shop runs Medusa's RBAC (its
 * GET /admin/rbac/me/permissions, wildcards expanded); none when it does not
 * or before the answer is there: the server decides in the end, the page
 * only stops offering what it would refuse.
 */
export function useMissingPermissions(needed: readonly string[]): string[] {
  const { data: settings } = usePluginSettings()
  const rbac = settings?.rbac.enabled === true
  const { data } = useQuery({
    queryKey: permissionKeys.details(),
    queryFn: () =>
      sdk.client.fetch<{ permissions: string[] }>("/admin/rbac/me/permissions"),
    enabled: rbac,
    staleTime: 60_000,
  })
  if (!rbac || !data) return []
  const held = new Set(data.permissions)
  return needed.filter((policy) => !held.has(policy))
}
