import crypto from "crypto"
import jwt from "jsonwebtoken"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { ApiError, ApiErrorCode } from "../errors"

const AUDIENCE = "plugin-api"

/** What an access token says: who, and which credential it was issued against. */
export type AccessClaims = {
  sub: string
  typ: "user" | "integration"
  /** Fingerprint of the password or secret hash at issue time (revocation). */
  ver: string
}

/**
 * The signing key: derived from Medusa's jwtSecret, so admin JWTs are not valid
 * here. No default: a published fallback would let anyone sign tokens.
 */
function signingKey(container: MedusaContainer): string {
  const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const secret = config.projectConfig.http.jwtSecret
  if (!secret) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      "The shop has no JWT secret (projectConfig.http.jwtSecret, JWT_SECRET): it cannot sign or check /api tokens."
    )
  }
  return crypto
    .createHmac("sha256", String(secret))
    .update("plugin-api-access-token")
    .digest("hex")
}

export function signAccessToken(
  container: MedusaContainer,
  claims: AccessClaims,
  lifetimeSeconds: number
) {
  return jwt.sign(claims, signingKey(container), {
    algorithm: "HS256",
    audience: AUDIENCE,
    expiresIn: lifetimeSeconds,
    jwtid: crypto.randomUUID(),
  })
}

export function denied(
  detail: string,
  meta?: Record<string, unknown>
): ApiError {
  return new ApiError({
    status: 401,
    code: ApiErrorCode.ACCESS_DENIED,
    title: "The resource owner or authorization server denied the request.",
    detail,
    meta,
  })
}

/** Reads the bearer token of a request; each failure says what is wrong. */
export function bearerToken(header: string | undefined): string {
  if (!header) {
    throw denied(
      'The request has no Authorization header. Send "Authorization: Bearer <access token>" (get one from POST /api/oauth/token).'
    )
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) {
    throw denied(
      'The Authorization header is malformed: it must be "Bearer <access token>".'
    )
  }
  return match[1]
}

export function verifyAccessToken(
  container: MedusaContainer,
  token: string
): AccessClaims {
  try {
    const claims = jwt.verify(token, signingKey(container), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
    })
    if (
      typeof claims === "string" ||
      !claims.sub ||
      !claims.typ ||
      !claims.ver
    ) {
      throw denied("The access token is malformed: it lacks required claims.")
    }
    return claims as unknown as AccessClaims
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof jwt.TokenExpiredError) {
      throw denied(
        "The access token has expired. Request a new one (refresh_token or client_credentials grant)."
      )
    }
    if (
      error instanceof jwt.JsonWebTokenError &&
      /signature/i.test(error.message)
    ) {
      throw denied(
        "The access token's signature is invalid: it was not issued by this shop."
      )
    }
    throw denied(
      "The access token is malformed: it is not a token issued by POST /api/oauth/token."
    )
  }
}
