import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import {
  createAclRoleWorkflow,
  deleteIntegrationsWorkflow,
} from "../../src/workflows/api-access"
import type { AccessMode, MatrixUser } from "./access-modes"
import { createAdminUser } from "./admin-user"
import { bearer, createIntegration, passwordToken, settle } from "./api-client"
import type { Fixtures } from "./api-authz-bodies"
import { integrationHolding } from "./integration-holding"
import { makeMatrixEntities } from "./matrix-entities"
import { makeMatrixWebhook } from "./matrix-webhook"

type Api = Parameters<typeof createAdminUser>[1] & {
  get: (url: string, config?: unknown) => Promise<{ data: any }>
}

/** The users the `/api` matrix calls with, each with a password-grant token. */
export type ApiUsers = Record<
  "noRole" | "others" | "holder",
  MatrixUser & { token: string }
>

/**
 * What the `/api` matrix calls its routes on and with: the target entities,
 * an administrator integration (its claims, re-signed, make the expired and
 * forged tokens, so only the expiry or the signature can be the reason for
 * 401), an integration with an empty role, a revoked one, and the users.
 */
export async function makeApiFixtures(
  container: MedusaContainer,
  api: Api,
  mode: AccessMode
) {
  const { result: role } = await createAclRoleWorkflow(container).run({
    // Grants nothing: a caller holding exactly a route's privilege may change it and its holders.
    input: {
      name: "Matrix target role",
      privileges: [],
      caller: CONSOLE_CALLER,
    },
  })
  const targetIntegration = await createIntegration(container, {
    label: "Matrix target integration",
  })
  const [user] = await container
    .resolve(Modules.USER)
    .createUsers([{ email: "matrix-user@test.example" }])
  const { assignmentId, spareRoleId } = await mode.fixtureUserRoles(
    container,
    user.id,
    role.id
  )
  const made = await makeMatrixEntities(container)
  const fixtures: Fixtures = {
    ids: {
      product: made.productId,
      user: user.id,
      "plugin-product-history": made.entryId,
      "acl-role": role.id,
      integration: targetIntegration.id,
      "acl-user-role": assignmentId,
      "plugin-b2b-profile": made.profileId,
      "plugin-b2b-field-mapping": made.mappingId,
      "plugin-b2b-inbound-record": made.recordId,
    },
    targetRoleId: role.id,
    targetIntegration,
    userId: user.id,
    spareRoleId,
  }

  const admin = await integrationHolding(
    container,
    api,
    "administrator",
    "Matrix admin"
  )
  const emptyRole = await integrationHolding(
    container,
    api,
    { exactly: [] },
    "Matrix empty role"
  )
  const revoked = await integrationHolding(
    container,
    api,
    "administrator",
    "Matrix revoked"
  )
  const before = await settle(api.get("/api/acl-role", bearer(revoked.token)))
  if (before.status !== 200)
    throw new Error(
      `The revoked integration was refused before: ${before.status}`
    )
  await deleteIntegrationsWorkflow(container).run({
    input: { ids: [revoked.id], caller: CONSOLE_CALLER },
  })

  const users = {} as ApiUsers
  for (const name of ["noRole", "others", "holder"] as const) {
    const login = {
      email: `matrix-api-${name.toLowerCase()}@test.example`,
      password: "matrix-password",
    }
    const session = await createAdminUser(container, api, login)
    const id = (await api.get("/admin/users/me", session)).data.user.id
    const { access_token } = await passwordToken(
      api,
      login.email,
      login.password
    )
    users[name] = { ...login, id, token: access_token }
  }
  // Owned by the holder: a non-administrator sees only their own webhooks.
  const hook = await makeMatrixWebhook(container, users.holder.id)
  fixtures.ids.webhook = hook.webhookId
  fixtures.ids["plugin-webhook"] = hook.webhookId
  fixtures.ids["webhook-delivery"] = hook.deliveryId

  return {
    fixtures,
    adminToken: admin.token,
    emptyRoleToken: emptyRole.token,
    revokedToken: revoked.token,
    users,
  }
}

/** What the write routes and the role system can change, to prove that refused requests change nothing. */
export async function apiState(
  db: { raw: (sql: string) => Promise<{ rows: unknown[] }> },
  mode: AccessMode
) {
  const rows = async (sql: string) => (await db.raw(sql)).rows
  return Promise.all(
    [
      ...mode.stateQueries,
      "select id, label, admin, updated_at, deleted_at from plugin_integration order by id",
      "select id, name, description, privileges, updated_at, deleted_at from plugin_acl_role order by id",
      "select * from plugin_integration_acl_role order by integration_id, acl_role_id",
      "select id, user_id, role_id, deleted_at from plugin_user_acl_role order by id",
      "select user_id, admin from plugin_user_access order by user_id",
    ].map(rows)
  )
}
