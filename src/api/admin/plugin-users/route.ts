import type { AdminRequest, AdminResponse } from "../../utils/http"
import { graphPage } from "../../utils/find-params"
import { withPluginAccess } from "./user-access"

/** The shop's admin users with their plugin standing (administrator flag, roles). */
export async function GET(req: AdminRequest, res: AdminResponse) {
  const { data, ...page } = await graphPage(req, "user")
  res.json({ users: await withPluginAccess(req, data), ...page })
}
