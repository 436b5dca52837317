import type { MedusaRequest } from "@medusajs/framework/http"
import { ApiError, ApiErrorCode } from "../errors"
import type { ApiActor, ApiRequest, ApiRoute } from "../routes/types"
import {
  missingPrivileges,
  type Privilege,
} from "../../modules/api-access/privileges"
import { actorFromClaims } from "./actors"
import { bearerToken, verifyAccessToken } from "./tokens"

/** Bearer authentication of every non-public `/api/*` route. */
export async function authenticate(req: MedusaRequest) {
  const token = bearerToken(req.headers.authorization)
  const claims = verifyAccessToken(req.scope, token)
  ;(req as ApiRequest).apiActor = await actorFromClaims(req.scope, claims)
}

/** 403 listing every privilege the caller lacks for this route. */
export function requirePrivileges(route: ApiRoute) {
  return (req: MedusaRequest) => {
    const actor = (req as ApiRequest).apiActor
    if (
      route.privileges === "public" ||
      route.privileges === "authenticated" ||
      !actor
    )
      return
    assertPrivileges(actor, route.privileges)
  }
}

/** Shopware's 403 for privileges the actor lacks (its detail is JSON, as Shopware sends it). */
export function assertPrivileges(
  actor: ApiActor | undefined,
  required: readonly Privilege[]
): void {
  const missing = actor ? missingPrivileges(actor.grant, required) : required
  if (missing.length) throw missingPrivilegeError(missing)
}

/** Shopware's MissingPrivilegeException: 403 listing every privilege missing. */
export function missingPrivilegeError(missing: readonly Privilege[]): ApiError {
  return new ApiError({
    status: 403,
    code: ApiErrorCode.MISSING_PRIVILEGE,
    title: "Forbidden",
    detail: JSON.stringify({
      message: "Missing privilege",
      missingPrivileges: missing,
    }),
    meta: { parameters: { missingPrivileges: missing } },
  })
}
