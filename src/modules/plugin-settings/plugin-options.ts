import type { MedusaContainer } from "@medusajs/framework/types"
import type { PluginOptions } from "./options"
import type PluginSettingsService from "./service"

export const PLUGIN_SETTINGS_MODULE = "pluginSettings"

/** The plugin's validated options, from the plugin-settings module. */
export function pluginOptions(container: MedusaContainer): PluginOptions {
  return container
    .resolve<PluginSettingsService>(PLUGIN_SETTINGS_MODULE)
    .getOptions()
}
