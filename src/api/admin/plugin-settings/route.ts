import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PLUGIN_NAME, pluginOptions } from "../../../modules/plugin-settings"
import { medusaRbacState } from "./medusa-rbac"

/** The plugin's effective options (defaults applied) and whether Medusa's RBAC manages the roles, for the admin UI. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({
    plugin: PLUGIN_NAME,
    options: pluginOptions(req.scope),
    rbac: medusaRbacState(req),
  })
}
