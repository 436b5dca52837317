import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { API_ACCESS_MODULE } from "../../modules/api-access"
import { credentialFingerprint } from "../../modules/api-access/secrets"
import { passwordFingerprint } from "../../modules/api-access/user-credentials"
import type ApiAccessModuleService from "../../modules/api-access/service"
import { expandPrivileges, Grant } from "../../modules/api-access/privileges"
import type { ApiActor } from "../routes/types"
import { AccessClaims, denied } from "./tokens"

function grantOf(admin: boolean, roles: { privileges?: string[] | null }[]): Grant {
  if (admin) return { all: true }
  return { all: false, privileges: expandPrivileges(roles.flatMap((r) => r.privileges ?? [])) }
}

/** A Medusa admin user with the privileges of their roles (none: administrator). */
export async function userActor(container: MedusaContainer, userId: string): Promise<ApiActor & { email: string }> {
  const users = await container.resolve(Modules.USER).listUsers({ id: userId })
  const user = users[0]
  if (!user) {
    throw denied("The access token has been revoked: its user no longer exists.")
  }
  const access = container.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
  const assignments = await access.listPluginUserAclRoles({ user_id: userId }, { relations: ["role"] })
  // Administrator means "never given a role"; a user whose roles were all
  // deleted keeps the (empty) union of what remains, not every privilege.
  const roles = assignments.flatMap((a) => (a.role ? [a.role] : []))
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email
  return { type: "user", id: user.id, name, email: user.email, grant: grantOf(assignments.length === 0, roles) }
}

/** An integration with the privileges of its admin flag or roles. */
export async function integrationActor(container: MedusaContainer, integrationId: string) {
  const access = container.resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
  const [integration] = await access.listPluginIntegrations({ id: integrationId }, { relations: ["roles"] })
  if (!integration) {
    throw denied("The access token has been revoked: its integration was deleted.")
  }
  const actor: ApiActor = {
    type: "integration",
    id: integration.id,
    name: integration.label,
    grant: grantOf(integration.admin, integration.roles ?? []),
  }
  return { actor, secretFingerprint: credentialFingerprint(integration.secret_hash) }
}

/** Resolves a verified token to its actor, refusing tokens whose credential changed. */
export async function actorFromClaims(container: MedusaContainer, claims: AccessClaims): Promise<ApiActor> {
  if (claims.typ === "integration") {
    const { actor, secretFingerprint } = await integrationActor(container, claims.sub)
    if (secretFingerprint !== claims.ver) {
      throw denied("The access token has been revoked: the integration's secret was changed.")
    }
    return actor
  }
  const { email, ...actor } = await userActor(container, claims.sub)
  if ((await passwordFingerprint(container, email)) !== claims.ver) {
    throw denied("The access token has been revoked: the user's password was changed.")
  }
  return actor
}
