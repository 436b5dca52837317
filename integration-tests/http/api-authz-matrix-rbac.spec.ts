import { MEDUSA_RBAC } from "../helpers/access-modes"
import { apiAuthzMatrix } from "../helpers/api-authz-matrix"

// Also the hooks: booting the app on a loaded machine (CI, parallel agents) can pass 2 min.
jest.setTimeout(300 * 1000)

/**
 * The `/api` authorisation matrix with `MEDUSA_FF_RBAC=true` (the mode's
 * env): users' password-grant tokens and integrations hold exactly the
 * policies of their Medusa roles (helpers/api-authz-matrix.ts,
 * helpers/integration-holding.ts; the route table: api-authz-matrix.spec.ts).
 */
apiAuthzMatrix(MEDUSA_RBAC)
