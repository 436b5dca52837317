import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { listPage } from "../../utils/list-page"
import { PLUGIN_USER_FIELDS, withPluginAccess } from "./user-access"

/** The shop's admin users with their plugin standing (administrator flag, roles). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { data, ...page } = await listPage(req, "user", PLUGIN_USER_FIELDS, {
    created_at: "ASC",
  })
  res.json({ users: await withPluginAccess(req, data), ...page })
}
