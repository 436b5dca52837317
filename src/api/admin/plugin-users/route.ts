import type { AdminRequest, AdminResponse } from "../../utils/http"
import { graphPage } from "../../utils/find-params"
import type { AdminPluginUserListParamsType } from "../plugin-acl-roles/validators"
import { withPluginAccess } from "./user-access"
import { pluginUserFilters } from "./user-filters"

/**
 * The shop's admin users with their plugin standing (administrator flag,
 * roles); `q` searches e-mail and names, `access` and `role_id` filter.
 */
export async function GET(
  req: AdminRequest<unknown, AdminPluginUserListParamsType>,
  res: AdminResponse
) {
  const filters = await pluginUserFilters(req, req.validatedQuery)
  const { data, ...page } = await graphPage(req, "user", filters)
  res.json({ users: await withPluginAccess(req, data), ...page })
}
