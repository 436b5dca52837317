import { PLUGIN_ROLES } from "../helpers/access-modes"
import { apiAuthzMatrix } from "../helpers/api-authz-matrix"
import { describeApiRouteTable } from "../helpers/authz-route-tables"

// Also the hooks: booting the app on a loaded machine (CI, parallel agents) can pass 2 min.
jest.setTimeout(300 * 1000)

/**
 * The `/api` route table as pinned by hand, and its authorisation matrix
 * with Medusa's RBAC off: users hold the plugin's own roles
 * (helpers/api-authz-matrix.ts; with the flag on: api-authz-matrix-rbac.spec.ts).
 */
describeApiRouteTable()
apiAuthzMatrix(PLUGIN_ROLES)
