import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { API_ACCESS_MODULE } from "../../modules/api-access"
import {
  credentialFingerprint,
  verifyNobody,
  verifySecret,
} from "../../modules/api-access/secrets"
import type ApiAccessModuleService from "../../modules/api-access/service"
import { pluginOptions } from "../../modules/plugin-settings"
import { ApiError, ApiErrorCode } from "../errors"
import type { ApiRequest } from "../routes/types"
import {
  issueRefreshTokenWorkflow,
  markIntegrationUsedWorkflow,
  rotateRefreshTokenWorkflow,
} from "../../workflows/api-access"
import {
  emailpassIdentityKnown,
  passwordFingerprint,
} from "../../modules/api-access/user-credentials"
import { loginFailed, loginSucceeded } from "../../api/utils/login-throttle"
import { throttledLogin } from "./throttle"
import {
  assertKnownScopes,
  badClient,
  badUser,
  clientOf,
  missing,
  required,
} from "./token-request"
import { TokenRequest, TokenResponse } from "./token-schemas"
import { signAccessToken } from "./tokens"

async function passwordGrant(
  req: ApiRequest,
  res: MedusaResponse,
  body: TokenRequest,
  lifetime: { access: number; refresh: number }
): Promise<TokenResponse> {
  const username = required(body, "username")
  const password = required(body, "password")
  const verdict = await throttledLogin(
    req,
    res,
    { kind: "user", name: username },
    async () => {
      // An unknown user costs a password check too (against nobody's hash).
      if (!(await emailpassIdentityKnown(req.scope, username, password)))
        return loginFailed<string>()
      const { success, authIdentity } = await req.scope
        .resolve(Modules.AUTH)
        .authenticate("emailpass", {
          url: req.url,
          headers: {},
          query: {},
          body: { email: username, password },
          protocol: req.protocol,
        })
      const userId = authIdentity?.app_metadata?.user_id as string | undefined
      return success && userId ? loginSucceeded(userId) : loginFailed<string>()
    }
  )
  if (!verdict.succeeded) throw badUser()
  const userId = verdict.value
  return userTokens(req, userId, lifetime, () =>
    issueRefreshTokenWorkflow(req.scope).run({
      input: { userId, lifetimeSeconds: lifetime.refresh },
    })
  )
}

async function userTokens(
  req: ApiRequest,
  userId: string,
  lifetime: { access: number },
  refresh: () => Promise<{ result: { token: string } }>
): Promise<TokenResponse> {
  const [user] = await req.scope.resolve(Modules.USER).listUsers({ id: userId })
  const ver = user
    ? await passwordFingerprint(req.scope, user.email)
    : undefined
  if (!user || !ver) throw badUser()
  const { result } = await refresh()
  const access_token = signAccessToken(
    req.scope,
    { sub: userId, typ: "user", ver },
    lifetime.access
  )
  return {
    token_type: "Bearer",
    expires_in: lifetime.access,
    access_token,
    refresh_token: result.token,
  }
}

async function refreshGrant(
  req: ApiRequest,
  body: TokenRequest,
  lifetime: { access: number; refresh: number }
): Promise<TokenResponse> {
  const token = required(body, "refresh_token")
  try {
    const { result } = await rotateRefreshTokenWorkflow(req.scope).run({
      input: { token, lifetimeSeconds: lifetime.refresh },
    })
    return await userTokens(req, result.userId, lifetime, async () => ({
      result,
    }))
  } catch (error) {
    if (
      MedusaError.isMedusaError(error) &&
      (error as MedusaError).type === MedusaError.Types.UNAUTHORIZED
    ) {
      throw new ApiError({
        status: 401,
        code: ApiErrorCode.INVALID_REFRESH_TOKEN,
        title: "The refresh token is invalid.",
        detail: (error as MedusaError).message,
      })
    }
    throw error
  }
}

async function clientCredentialsGrant(
  req: ApiRequest,
  res: MedusaResponse,
  body: TokenRequest,
  lifetime: { access: number }
): Promise<TokenResponse> {
  const client = clientOf(req, body)
  const clientId = client.id
  const secret = client.secret
  if (!secret) throw missing("client_secret")
  const access = req.scope.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
  const verdict = await throttledLogin(
    req,
    res,
    { kind: "client", name: clientId },
    async () => {
      const [integration] = await access.listIntegrations({
        access_key: clientId,
      })
      // An unknown access key costs a secret check too (against nobody's hash).
      const right = integration
        ? await verifySecret(secret, integration.secret_hash)
        : await verifyNobody(secret)
      return right
        ? loginSucceeded(integration)
        : loginFailed<typeof integration>()
    }
  )
  if (!verdict.succeeded) throw badClient()
  // Shopware checks the scope once the client is known.
  assertKnownScopes(body)
  const integration = verdict.value
  await markIntegrationUsedWorkflow(req.scope).run({
    input: { id: integration.id },
  })
  const ver = credentialFingerprint(integration.secret_hash)
  const access_token = signAccessToken(
    req.scope,
    { sub: integration.id, typ: "integration", ver },
    lifetime.access
  )
  return { token_type: "Bearer", expires_in: lifetime.access, access_token }
}

/** POST /api/oauth/token: Shopware's OAuth grants password, refresh_token and client_credentials. */
export async function tokenHandler(req: ApiRequest, res: MedusaResponse) {
  const body = req.apiInput.body as TokenRequest
  const grant = body.grant_type ?? ""
  const options = pluginOptions(req.scope)
  const lifetime = {
    access: options.tokenLifetimeSeconds,
    refresh: options.refreshTokenLifetimeSeconds,
  }
  const handlers: Record<string, () => Promise<TokenResponse>> = {
    password: () => passwordGrant(req, res, body, lifetime),
    refresh_token: () => refreshGrant(req, body, lifetime),
    client_credentials: () => clientCredentialsGrant(req, res, body, lifetime),
  }
  // Shopware's server answers a missing grant type as an unsupported one (code 2).
  if (!Object.prototype.hasOwnProperty.call(handlers, grant)) {
    throw new ApiError({
      status: 400,
      code: ApiErrorCode.UNSUPPORTED_GRANT_TYPE,
      title:
        "The authorization grant type is not supported by the authorization server.",
      detail: grant
        ? `The grant type "${grant}" is not supported. Use password, refresh_token or client_credentials.`
        : 'The parameter "grant_type" is missing. Use password, refresh_token or client_credentials.',
      pointer: "/grant_type",
    })
  }
  // The administration's own client: the id is required and no other is known for these grants.
  if (grant === "password" || grant === "refresh_token") {
    if (clientOf(req, body).id !== "administration") throw badClient()
    assertKnownScopes(body)
  }
  const response = await handlers[grant]()
  res.setHeader("cache-control", "no-store")
  res.setHeader("pragma", "no-cache")
  res.status(200).json(response)
}
