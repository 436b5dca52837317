import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { AccessCaller } from "../../modules/api-access/access-rules"
import { lacking } from "../../modules/api-access/access-rules"
import type { Privilege } from "../../modules/api-access/privileges"
import {
  apiKeyCreatorId,
  userCaller,
  userHoldingOf,
} from "../../modules/api-access/principals"

const NOBODY: AccessCaller = { admin: false, privileges: [] }
const RESOLVED = Symbol("plugin-access-caller")
type Resolved = { caller: AccessCaller; userName?: string }
type WithCaller = AuthenticatedMedusaRequest & { [RESOLVED]?: Resolved }

/** Resolves the caller once per request; the user's display name comes with it. */
async function resolve(req: AuthenticatedMedusaRequest): Promise<Resolved> {
  const cached = (req as WithCaller)[RESOLVED]
  if (cached) return cached
  const { actor_type, actor_id } = req.auth_context ?? {}
  const userId =
    actor_type === "user"
      ? actor_id
      : actor_type === "api-key"
        ? await apiKeyCreatorId(req.scope, actor_id)
        : undefined
  const holding = userId ? await userHoldingOf(req.scope, userId) : undefined
  const resolved =
    userId && holding
      ? { caller: userCaller(userId, holding), userName: holding.name }
      : { caller: NOBODY }
  ;(req as WithCaller)[RESOLVED] = resolved
  return resolved
}

/**
 * Who calls a plugin `/admin/*` route, with their plugin rights: an admin
 * user's session or token acts for that user; a secret API key acts for the
 * user who created it, never with more rights, and with none when that user
 * is gone.
 */
export async function adminCaller(
  req: AuthenticatedMedusaRequest
): Promise<AccessCaller> {
  return (await resolve(req)).caller
}

/** The display name of the user a request acts for (the creator, for a secret API key). */
export async function adminCallerName(
  req: AuthenticatedMedusaRequest
): Promise<string | undefined> {
  return (await resolve(req)).userName
}

/**
 * What the caller lacks of a route's privileges. The plugin's own roles imply
 * read with create, update and delete, so a route needs the reads too (and
 * names them); a holding read off Medusa's RBAC roles implies nothing, as
 * Medusa's router did not when it checked the route's policies.
 */
function missingOf(caller: AccessCaller, required: Privilege[]): Privilege[] {
  if (!caller.exact) return lacking(caller, required)
  if (caller.admin) return []
  return required.filter((p) => !caller.privileges.includes(p))
}

/** A guard of `requireAdminPrivileges`, carrying what it requires (read by `declarePolicies`). */
export type PrivilegeGuard = ((
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) => Promise<void>) & { privileges: readonly Privilege[] }

/** The plugin's privileges on its `/admin/*` routes (403 naming what is missing). */
export function requireAdminPrivileges(
  ...required: Privilege[]
): PrivilegeGuard {
  const guard = async (
    req: AuthenticatedMedusaRequest,
    _res: MedusaResponse,
    next: MedusaNextFunction
  ) => {
    try {
      const missing = missingOf(await adminCaller(req), required)
      if (missing.length) {
        return next(
          new MedusaError(
            MedusaError.Types.FORBIDDEN,
            `Missing privilege(s): ${missing.join(", ")}.`
          )
        )
      }
      next()
    } catch (error) {
      next(error)
    }
  }
  return Object.assign(guard, { privileges: required })
}
