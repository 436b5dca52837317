import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  PLUGIN_NAME,
  PLUGIN_SETTINGS_MODULE,
} from "../../../modules/plugin-settings"
import type PluginSettingsService from "../../../modules/plugin-settings/service"

/** The plugin's effective options (defaults applied), for the admin UI. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const settings = req.scope.resolve<PluginSettingsService>(
    PLUGIN_SETTINGS_MODULE
  )
  res.json({ plugin: PLUGIN_NAME, options: settings.getOptions() })
}
