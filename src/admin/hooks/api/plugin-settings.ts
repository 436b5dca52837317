import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type { PluginOptions } from "../../../types/plugin-settings"
import { queryKeysFactory } from "./query-keys"

/** GET /admin/plugin-settings: the plugin's name and its options, defaults applied. */
export type PluginSettings = {
  plugin: string
  options: PluginOptions
}

const settingsKeys = queryKeysFactory("plugin-settings")

/** The plugin's effective options, defaults applied. */
export function usePluginSettings() {
  return useQuery({
    queryKey: settingsKeys.details(),
    queryFn: () => sdk.client.fetch<PluginSettings>("/admin/plugin-settings"),
  })
}
