import type { MedusaContainer } from "@medusajs/framework/types"
import { claimsOf, signApiToken } from "./api-tokens"

type Response = { status: number; data?: any }

/** The credentials every protected `/api` route refuses with 401 code 9, and what the detail says. */
function unauthenticated(
  container: MedusaContainer,
  tokens: { adminToken: string; revokedToken: string }
): { name: string; headers: Record<string, string>; detail: RegExp }[] {
  const adminClaims = claimsOf(tokens.adminToken)
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  return [
    { name: "no token", headers: {}, detail: /no Authorization header/ },
    {
      name: "garbage token",
      headers: bearer("not-a-token"),
      detail: /access token is malformed/,
    },
    {
      name: "wrong signature",
      headers: bearer(
        signApiToken(container, adminClaims, { key: "not-the-signing-key" })
      ),
      detail: /signature is invalid/,
    },
    {
      name: "expired token",
      headers: bearer(
        signApiToken(container, adminClaims, {
          expiresAt: Math.floor(Date.now() / 1000) - 5,
        })
      ),
      detail: /has expired/,
    },
    {
      name: "revoked token (integration deleted)",
      // Re-signed at each use: the run outlasts a token's lifetime (600 s).
      headers: bearer(signApiToken(container, claimsOf(tokens.revokedToken))),
      detail: /integration was deleted/,
    },
  ]
}

/** Calls a route with each credential that must be refused as unauthenticated, and expects the 401. */
export async function expectTokensRefused(
  container: MedusaContainer,
  route: string,
  tokens: { adminToken: string; revokedToken: string },
  send: (headers: Record<string, string>) => Promise<Response>
) {
  for (const credential of unauthenticated(container, tokens)) {
    const res = await send(credential.headers)
    const error = res.data?.errors?.[0]
    expect({
      route,
      credential: credential.name,
      status: res.status,
      code: error?.code,
    }).toEqual({ route, credential: credential.name, status: 401, code: "9" })
    expect(error.detail).toMatch(credential.detail)
  }
}
