import { PLUGIN_ROLES } from "../helpers/access-modes"
import { adminAuthzMatrix } from "../helpers/admin-authz-matrix"
import { describeAdminRouteTable } from "../helpers/authz-route-tables"

// Also the hooks: booting the app on a loaded machine (CI, parallel agents) can pass 2 min.
jest.setTimeout(300 * 1000)

/**
 * The `/admin` routes as pinned by hand, and their authorisation matrix with
 * Medusa's RBAC off: users hold the plugin's own roles
 * (helpers/admin-authz-matrix.ts; with the flag on: admin-authz-matrix-rbac.spec.ts).
 */
describeAdminRouteTable()
adminAuthzMatrix(PLUGIN_ROLES)
