import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type {
  MedusaRbacState,
  PluginOptions,
} from "../../../types/plugin-settings"
import { queryKeysFactory } from "./query-keys"

/** GET /admin/plugin-settings: the plugin's name, its options (defaults applied) and whether Medusa's RBAC manages roles. */
export type PluginSettings = {
  plugin: string
  options: PluginOptions
  rbac: MedusaRbacState
}

const settingsKeys = queryKeysFactory("plugin-settings")

/** The plugin's effective options, defaults applied. */
export function usePluginSettings() {
  return useQuery({
    queryKey: settingsKeys.details(),
    queryFn: () => sdk.client.fetch<PluginSettings>("/admin/plugin-settings"),
  })
}

/**
 * Where admin users' roles are managed when Medusa's RBAC is on (the URL of
 * Settings → Roles); undefined when it is off, or not known yet: the plugin's
 * own controls stay until the server says otherwise, and the server refuses
 * their changes (409) under RBAC either way.
 */
export function useMedusaRolesUrl(): string | undefined {
  const { data } = usePluginSettings()
  return data?.rbac.enabled ? data.rbac.roles_url : undefined
}
