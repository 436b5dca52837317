import { MEDUSA_RBAC } from "../helpers/access-modes"
import { adminAuthzMatrix } from "../helpers/admin-authz-matrix"

// Also the hooks: booting the app on a loaded machine (CI, parallel agents) can pass 2 min.
jest.setTimeout(300 * 1000)

/**
 * The `/admin` authorisation matrix with `MEDUSA_FF_RBAC=true` (the mode's
 * env): users hold exactly the policies of their Medusa roles
 * (helpers/admin-authz-matrix.ts; the routes' table: admin-authz-matrix.spec.ts).
 */
adminAuthzMatrix(MEDUSA_RBAC)
