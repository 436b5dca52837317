import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory } from "./query-keys"

export type PluginSettings = {
  plugin: string
  options: Record<string, unknown>
}

const settingsKeys = queryKeysFactory("plugin-settings")

/** The plugin's effective options, defaults applied. */
export function usePluginSettings() {
  return useQuery({
    queryKey: settingsKeys.details(),
    queryFn: () => sdk.client.fetch<PluginSettings>("/admin/plugin-settings"),
  })
}
