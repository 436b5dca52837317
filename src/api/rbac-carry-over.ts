import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { apiAccess } from "../modules/api-access"
import { rbacEnabled } from "../modules/api-access/rbac-holding"
import { carryOverToRbacWorkflow } from "../workflows/api-access"

/** This process's one look (and, on the first start with the flag, run). */
let firstStart: Promise<void> | undefined

async function carryOverOnce(container: MedusaContainer): Promise<void> {
  try {
    // A shop that carried over before answers here and never takes the lock.
    const [done] = await apiAccess(container).listRbacCarryOvers(
      {},
      { take: 1, select: ["id"] }
    )
    if (done) return
    await carryOverToRbacWorkflow(container).run({
      input: { trigger: "first-start" },
    })
  } catch (error) {
    // The shop keeps answering; Medusa's roles simply lack the plugin's until somebody runs it by hand.
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(
        `RBAC carry-over on the first start with MEDUSA_FF_RBAC did not run: ${(error as Error)?.message ?? String(error)} Run "npm run cli -- plugin:rbac:carry-over" to carry the plugin's roles over.`
      )
  }
}

/**
 * The first start with Medusa's roles switched on carries the plugin's roles
 * over, before the first login or admin request is answered: Medusa bakes a
 * user's roles into the login token, so a login answered before the
 * carry-over would hold none. A plugin has no start-up hook that sees the
 * whole app (a module's `onApplicationStart` gets only its own container, and
 * runs beside the RBAC module's policy sync), so the first request of each
 * process looks once; the plugin's marker and a lock keep it to one run
 * across instances.
 */
async function carryOverOnFirstRequest(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  if (!rbacEnabled()) return next()
  firstStart ??= carryOverOnce(req.scope)
  await firstStart
  next()
}

export const rbacCarryOverMiddlewares: MiddlewareRoute[] = [
  "/auth/user/*",
  "/admin/*",
  "/api/*",
].map((matcher) => ({ matcher, middlewares: [carryOverOnFirstRequest] }))
