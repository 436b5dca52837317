import { Module } from "@medusajs/framework/utils"
import validateOptionsLoader from "./loaders/validate-options"
import { PLUGIN_SETTINGS_MODULE } from "./plugin-options"
import PluginSettingsService from "./service"

export default Module(PLUGIN_SETTINGS_MODULE, {
  service: PluginSettingsService,
  loaders: [validateOptionsLoader],
})

export * from "./options"
export { PLUGIN_NAME } from "./parse-options"
export { PLUGIN_SETTINGS_MODULE, pluginOptions } from "./plugin-options"
