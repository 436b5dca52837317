import type { MedusaContainer } from "@medusajs/framework/types"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import {
  createAclRoleWorkflow,
  setUserAccessWorkflow,
} from "../../src/workflows/api-access"
import { createAdminUser } from "./admin-user"
import {
  bearer,
  clientToken,
  createIntegration,
  passwordToken,
} from "./api-client"

type Api = {
  post: (url: string, body?: unknown, config?: unknown) => Promise<any>
  get: (url: string, config?: unknown) => Promise<any>
}
export type Auth = { headers: Record<string, string> }

/** A role made by the shop's setup (the console's rights), with exactly these privileges. */
export async function roleWith(
  container: MedusaContainer,
  privileges: string[],
  name = `role-${Math.random().toString(36).slice(2)}`
) {
  const { result } = await createAclRoleWorkflow(container).run({
    input: { name, privileges, caller: CONSOLE_CALLER },
  })
  return result.id as string
}

/**
 * A Medusa admin user who is not an administrator and holds exactly the given
 * privileges (none: no role at all), with every way to call as them: their
 * admin session token, an `/api` password token and a secret API key they made.
 */
export async function restrictedUser(
  container: MedusaContainer,
  api: Api,
  email: string,
  privileges: string[] | null
) {
  const password = "restricted-password"
  const session = await createAdminUser(container, api, { email, password })
  const id = (await api.get("/admin/users/me", session)).data.user.id as string
  if (privileges) {
    const roleId = await roleWith(container, privileges)
    await setUserAccessWorkflow(container).run({
      input: { userId: id, roleIds: [roleId], caller: CONSOLE_CALLER },
    })
  }
  const key = await api.post(
    "/admin/api-keys",
    { title: `${email}'s key`, type: "secret" },
    session
  )
  const apiKey: Auth = {
    headers: {
      authorization: `Basic ${Buffer.from(`${key.data.api_key.token}:`).toString("base64")}`,
    },
  }
  const token = bearer((await passwordToken(api, email, password)).access_token)
  return {
    id,
    email,
    password,
    session,
    apiKey,
    apiKeyId: key.data.api_key.id as string,
    token,
  }
}

/** An admin user flagged as the plugin's administrator (for suites whose seed already made the first user). */
export async function createAdministrator(
  container: MedusaContainer,
  api: Api,
  user?: { email: string; password: string }
) {
  const session = await createAdminUser(container, api, user)
  const id = (await api.get("/admin/users/me", session)).data.user.id as string
  await setUserAccessWorkflow(container).run({
    input: { userId: id, admin: true, caller: CONSOLE_CALLER },
  })
  return session
}

/** An integration holding exactly the given privileges, with a bearer token. */
export async function restrictedIntegration(
  container: MedusaContainer,
  api: Api,
  privileges: string[],
  label = "Restricted"
) {
  const integration = await createIntegration(container, { privileges, label })
  return { ...integration, token: bearer(await clientToken(api, integration)) }
}

/** Rows of every table that says who may do what, to prove a refused request changed nothing. */
export async function accessState(db: {
  raw: (sql: string) => Promise<{ rows: unknown[] }>
}) {
  const rows = async (sql: string) => (await db.raw(sql)).rows
  return {
    integrations: await rows(
      "select id, label, admin, secret_hash, deleted_at from plugin_integration order by id"
    ),
    roles: await rows(
      "select id, name, privileges, deleted_at from plugin_acl_role order by id"
    ),
    integrationRoles: await rows(
      "select integration_id, acl_role_id from plugin_integration_acl_role order by 1, 2"
    ),
    userRoles: await rows(
      "select user_id, role_id from plugin_user_acl_role where deleted_at is null order by 1, 2"
    ),
    userAccess: await rows(
      "select user_id, admin from plugin_user_access order by user_id"
    ),
  }
}
