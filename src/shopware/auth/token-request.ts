import parseBasicAuth from "basic-auth"
import { ApiError, ApiErrorCode } from "../errors"
import type { ApiRequest } from "../routes/types"
import type { TokenRequest } from "./token-schemas"

// What the token endpoint checks of a request before any grant runs, and its refusals, in the words and
// codes of Shopware's server (league/oauth2-server): 3 a missing parameter, 4 the client, 5 the scope, 6 the user.

export const missing = (name: string) =>
  new ApiError({
    status: 400,
    code: ApiErrorCode.INVALID_REQUEST,
    title:
      "The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.",
    detail: `The parameter "${name}" is missing.`,
    pointer: `/${name}`,
  })

export function required(body: TokenRequest, name: keyof TokenRequest): string {
  const value = body[name]
  if (typeof value !== "string" || value === "") throw missing(name)
  return value
}

/** The scopes Shopware's server knows (its ScopeRepository); a token request naming another is refused. */
const KNOWN_SCOPES = new Set(["write", "admin", "user-verified"])

/** `scope` as league/oauth2-server reads it: names separated by spaces, each one known (code 5 otherwise). */
export function assertKnownScopes(body: TokenRequest) {
  const names = String(body.scope ?? "")
    .trim()
    .split(" ")
    .filter((name) => name !== "")
  const unknown = names.find((name) => !KNOWN_SCOPES.has(name))
  if (unknown === undefined) return
  throw new ApiError({
    status: 400,
    code: ApiErrorCode.INVALID_SCOPE,
    title: "The requested scope is invalid, unknown, or malformed",
    detail: `Check the \`${unknown}\` scope: the scopes are write, admin and user-verified.`,
    pointer: "/scope",
  })
}

/**
 * The client's id and secret: the body's fields, else an HTTP Basic header
 * (client_secret_basic), as Shopware's server takes them. The id is required
 * for every grant (code 3).
 */
export function clientOf(req: ApiRequest, body: TokenRequest) {
  const basic = parseBasicAuth(req)
  const id = body.client_id || basic?.name
  if (!id) throw missing("client_id")
  return { id, secret: body.client_secret || basic?.pass || undefined }
}

export const badUser = () =>
  new ApiError({
    status: 400,
    code: ApiErrorCode.INVALID_CREDENTIALS,
    title: "The user credentials were incorrect.",
    detail: "The user name or password is wrong.",
  })
export const badClient = () =>
  new ApiError({
    status: 401,
    code: ApiErrorCode.INVALID_CLIENT,
    title: "Client authentication failed",
    detail: "The client id or client secret is wrong.",
  })
