import { Module } from "@medusajs/framework/utils"
import validateOptionsLoader from "./loaders/validate-options"
import PluginSettingsService from "./service"

export const PLUGIN_SETTINGS_MODULE = "pluginSettings"

export default Module(PLUGIN_SETTINGS_MODULE, {
  service: PluginSettingsService,
  loaders: [validateOptionsLoader],
})

export * from "./options"
export { PLUGIN_NAME } from "./parse-options"
