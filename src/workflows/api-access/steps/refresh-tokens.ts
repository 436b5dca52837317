import crypto from "crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId, sha256 } from "../../../modules/api-access/secrets"
import { userPasswordFingerprint } from "../../../modules/api-access/user-credentials"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { apiAccess } from "../../../modules/api-access"

const invalid = () =>
  new MedusaError(
    MedusaError.Types.UNAUTHORIZED,
    "The refresh token is invalid, expired or was already used. Log in again with the password grant."
  )

const gone = () =>
  new MedusaError(
    MedusaError.Types.UNAUTHORIZED,
    "The refresh token is no longer valid: its user was deleted or changed the password. Log in again with the password grant."
  )

export type IssueRefreshTokenInput = { userId: string; lifetimeSeconds: number }

/** Stores a new refresh token (its SHA-256 only) and returns the token once. */
export const issueRefreshTokenStep = createStep(
  "plugin-issue-refresh-token",
  async (input: IssueRefreshTokenInput, { container }) => {
    const fingerprint = await userPasswordFingerprint(container, input.userId)
    if (!fingerprint) {
      throw gone()
    }
    const token = crypto.randomBytes(48).toString("base64url")
    const row = await apiAccess(container).createApiRefreshTokens({
      id: newHexId(),
      token_hash: sha256(token),
      user_id: input.userId,
      password_fingerprint: fingerprint,
      expires_at: new Date(Date.now() + input.lifetimeSeconds * 1000),
    })
    return new StepResponse({ token, userId: input.userId }, row.id)
  },
  async (id, { container }) => {
    if (id) await apiAccess(container).deleteApiRefreshTokens(id)
  }
)

/**
 * Marks a refresh token used (rotation); a used, expired or unknown token is
 * refused. Check and claim run under Medusa's lock on the token, so of two
 * concurrent refreshes with one token only one wins, across instances too.
 */
export const consumeRefreshTokenStep = createStep(
  "plugin-consume-refresh-token",
  async (token: string, { container }) => {
    const service = apiAccess(container)
    const hash = sha256(token)
    const row = await container
      .resolve(Modules.LOCKING)
      .execute(`plugin-refresh-token:${hash}`, async () => {
        const [found] = await service.listApiRefreshTokens({
          token_hash: hash,
        })
        if (
          !found ||
          found.used_at ||
          new Date(found.expires_at).getTime() <= Date.now()
        ) {
          throw invalid()
        }
        if (
          (await userPasswordFingerprint(container, found.user_id)) !==
          found.password_fingerprint
        ) {
          throw gone()
        }
        await service.updateApiRefreshTokens({
          id: found.id,
          used_at: new Date(),
        })
        return found
      })
    return new StepResponse({ userId: row.user_id }, row.id)
  },
  async (id, { container }) => {
    if (id)
      await apiAccess(container).updateApiRefreshTokens({
        id,
        used_at: null,
      })
  }
)
