import type { MedusaContainer } from "@medusajs/framework/types"
import { PLUGIN_SETTINGS_MODULE, PluginOptions } from "../modules/plugin-settings"
import type PluginSettingsService from "../modules/plugin-settings/service"

/** The plugin's validated options, from the plugin-settings module. */
export function pluginOptions(container: MedusaContainer): PluginOptions {
  return container.resolve<PluginSettingsService>(PLUGIN_SETTINGS_MODULE).getOptions()
}
