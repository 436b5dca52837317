/** The plugin's options as the settings page shows them (validated at start-up by the plugin-settings module). */
export type { PluginOptions } from "../../modules/plugin-settings/options"
