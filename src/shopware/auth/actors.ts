import type { MedusaContainer } from "@medusajs/framework/types"
import type {
  AccessCaller,
  Holding,
} from "../../modules/api-access/access-rules"
import { heldPrivileges } from "../../modules/api-access/access-rules"
import { credentialFingerprint } from "../../modules/api-access/secrets"
import { passwordFingerprint } from "../../modules/api-access/user-credentials"
import {
  integrationHoldingOf,
  userHoldingOf,
} from "../../modules/api-access/principals"
import type { Grant } from "../../modules/api-access/privileges"
import type { ApiActor } from "../routes/types"
import { AccessClaims, denied } from "./tokens"

function grantOf(holding: Holding): Grant {
  return holding.admin
    ? { all: true }
    : { all: false, privileges: heldPrivileges(holding) }
}

/** A Medusa admin user: administrator, or the privileges of their roles (none without). */
async function userActor(
  container: MedusaContainer,
  userId: string
): Promise<ApiActor & { email: string }> {
  const holding = await userHoldingOf(container, userId)
  if (!holding) {
    throw denied(
      "The access token has been revoked: its user no longer exists."
    )
  }
  return {
    type: "user",
    id: userId,
    name: holding.name,
    email: holding.email,
    grant: grantOf(holding),
  }
}

/** An integration with the privileges of its admin flag or roles. */
async function integrationActor(
  container: MedusaContainer,
  integrationId: string
) {
  const found = await integrationHoldingOf(container, integrationId)
  if (!found) {
    throw denied(
      "The access token has been revoked: its integration was deleted."
    )
  }
  const { integration, holding } = found
  const actor: ApiActor = {
    type: "integration",
    id: integration.id,
    name: integration.label,
    grant: grantOf(holding),
  }
  return {
    actor,
    secretFingerprint: credentialFingerprint(integration.secret_hash),
  }
}

/** The caller of a change of rights: an `/api` actor with what it holds. */
export function callerOf(actor: ApiActor | undefined): AccessCaller {
  if (!actor) return { admin: false, privileges: [] }
  // The grant is already what the actor holds, implied reads included.
  const held = actor.grant.all
    ? { admin: true, privileges: [], exact: true }
    : { admin: false, privileges: [...actor.grant.privileges], exact: true }
  return {
    ...held,
    ...(actor.type === "user"
      ? { userId: actor.id }
      : { integrationId: actor.id }),
  }
}

/** Resolves a verified token to its actor, refusing tokens whose credential changed. */
export async function actorFromClaims(
  container: MedusaContainer,
  claims: AccessClaims
): Promise<ApiActor> {
  if (claims.typ === "integration") {
    const { actor, secretFingerprint } = await integrationActor(
      container,
      claims.sub
    )
    if (secretFingerprint !== claims.ver) {
      throw denied(
        "The access token has been revoked: the integration's secret was changed."
      )
    }
    return actor
  }
  const { email, ...actor } = await userActor(container, claims.sub)
  if ((await passwordFingerprint(container, email)) !== claims.ver) {
    throw denied(
      "The access token has been revoked: the user's password was changed."
    )
  }
  return actor
}
