import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PLUGIN_NAME, pluginOptions } from "../../../modules/plugin-settings"

/** The plugin's effective options (defaults applied), for the admin UI. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ plugin: PLUGIN_NAME, options: pluginOptions(req.scope) })
}
