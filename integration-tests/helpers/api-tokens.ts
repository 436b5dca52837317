import crypto from "crypto"
import jwt from "jsonwebtoken"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The audience every `/api/*` access token carries. */
export const API_TOKEN_AUDIENCE = "plugin-api"

/** Claims of an `/api/*` access token as the token endpoint issues them. */
export type ApiTokenClaims = {
  sub: string
  typ: "user" | "integration"
  ver: string
}

/**
 * The `/api/*` signing key, derived here independently of `src/` (HMAC-SHA256
 * of the app's jwtSecret with the text "plugin-api-access-token", hex), so a
 * test that signs its own tokens notices when the derivation changes.
 */
export function apiSigningKey(container: MedusaContainer): string {
  const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const secret = config.projectConfig.http.jwtSecret
  if (!secret) throw new Error("The test app has no jwtSecret")
  return crypto
    .createHmac("sha256", String(secret))
    .update("plugin-api-access-token")
    .digest("hex")
}

/** The `sub`, `typ` and `ver` claims of a token issued by POST /api/oauth/token. */
export function claimsOf(token: string): ApiTokenClaims {
  const decoded = jwt.decode(token) as Record<string, any> | null
  if (!decoded?.sub || !decoded.typ || !decoded.ver) {
    throw new Error(`Not an /api access token: ${token}`)
  }
  return { sub: decoded.sub, typ: decoded.typ, ver: decoded.ver }
}

/**
 * Signs an access token by hand. `expiresAt` (seconds since the epoch) may lie in
 * the past to get an expired token; `key` defaults to the app's real key.
 */
export function signApiToken(
  container: MedusaContainer,
  claims: ApiTokenClaims,
  opts: { key?: string; expiresAt?: number; audience?: string } = {}
): string {
  const now = Math.floor(Date.now() / 1000)
  const payload = {
    ...claims,
    iat: now - 120,
    exp: opts.expiresAt ?? now + 300,
  }
  return jwt.sign(payload, opts.key ?? apiSigningKey(container), {
    algorithm: "HS256",
    audience: opts.audience ?? API_TOKEN_AUDIENCE,
    jwtid: crypto.randomUUID(),
  })
}
