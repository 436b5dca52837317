import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import type { Privilege } from "../../src/modules/api-access/privileges"
import {
  assignUserRoleWorkflow,
  setUserAccessWorkflow,
} from "../../src/workflows/api-access"
import { createAdministrator, roleWith } from "./access"
import { createAdminUser } from "./admin-user"
import {
  type Grant,
  pluginPrivilegesOf,
  policyKeysOf,
  rbacPolicyKeysOf,
} from "./access-grants"
import {
  linkUserRoles,
  login,
  rbacRoleWithPolicies,
  SUPER_ADMIN_ROLE,
} from "./rbac"

type Api = Parameters<typeof createAdministrator>[1]
export type Auth = { headers: Record<string, string> }
export type MatrixUser = { id: string; email: string; password: string }

/**
 * Which role system gives a *user* their plugin rights, and how `/admin`
 * words a refusal in it: the authorisation matrices run once per mode.
 * Integrations get theirs from helpers/integration-holding.ts in both.
 */
export type AccessMode = {
  name: string
  /** The environment the app of the spec file runs with. */
  env: Record<string, string>
  /**
   * Gives the fixture user a role made by `createAclRoleWorkflow`; returns the
   * acl-user-role row `/api` reads and a role the user does not hold, for the
   * routes that write users' roles (both granting nothing).
   */
  fixtureUserRoles(
    container: MedusaContainer,
    userId: string,
    roleId: string
  ): Promise<{ assignmentId: string; spareRoleId: string }>
  /** `/api` routes refused by this mode's state whoever calls (409: the plugin's store of users' rights under RBAC). */
  apiStoreRefusals: Record<string, number>
  /** Gives the user exactly this grant, replacing what they held. */
  grant(
    container: MedusaContainer,
    user: MatrixUser,
    grant: Grant
  ): Promise<void>
  /** True when an admin session carries the roles it was signed in with: sign in again after `grant`. */
  sessionCarriesRoles: boolean
  /** A signed-in administrator of the plugin. */
  administrator(
    container: MedusaContainer,
    api: Api,
    user: { email: string; password: string }
  ): Promise<Auth>
  /** Policies Medusa's own middlewares declare on a plugin route too (a wildcard over Medusa's path), by "METHOD path". */
  medusaPoliciesOn?: Record<string, string[]>
  /** What Medusa answers a user without any role on every route declaring policies, before the plugin's checks. */
  rolelessRefusal?: string
  /** What a plugin `/admin` route answers a user without any role, and one with every other right. */
  adminRefusal(
    required: readonly Privilege[],
    caller: "noRole" | "others"
  ): string
  /** Whose secret API key the `/admin` matrix sees refused, and with what words. */
  refusedKey: {
    of: "others" | "holder"
    message: (required: readonly Privilege[]) => string
  }
  /** The tables of this mode's role system beyond the plugin's own, for the "nothing changed" checks. */
  stateQueries: string[]
}

/** The plugin's own check: create, update and delete imply read, so a caller without them misses those too. */
function missingWithImpliedReads(privileges: readonly string[]): string {
  const all = privileges.flatMap((p) => [p, `${p.split(":")[0]}:read`])
  return `Missing privilege(s): ${[...new Set(all)].sort().join(", ")}.`
}

/** Medusa's RBAC off: the plugin's own roles, administrator flag and implied reads. */
export const PLUGIN_ROLES: AccessMode = {
  name: "the plugin's roles",
  env: {},
  async fixtureUserRoles(container, userId, roleId) {
    const { result } = await assignUserRoleWorkflow(container).run({
      input: { userId, roleId, caller: CONSOLE_CALLER },
    })
    const spareRoleId = await roleWith(container, [], "Matrix spare role")
    return { assignmentId: result.id, spareRoleId }
  },
  apiStoreRefusals: {},
  async grant(container, user, grant) {
    const privileges = pluginPrivilegesOf(grant)
    await setUserAccessWorkflow(container).run({
      input: {
        userId: user.id,
        roleIds: [await roleWith(container, privileges)],
        caller: CONSOLE_CALLER,
      },
    })
  },
  sessionCarriesRoles: false,
  administrator: (container, api, user) =>
    createAdministrator(container, api, user),
  adminRefusal: (required) => missingWithImpliedReads(required),
  // A key acts for the user who made it, never with more.
  refusedKey: { of: "others", message: missingWithImpliedReads },
  // Its tables are checked in both modes: its routes still write them under RBAC.
  stateQueries: [],
}

/** Medusa's router to a session without roles (and to a secret API key: its auth context has none). */
const MEDUSA_ROLELESS = "Forbidden"

/**
 * `MEDUSA_FF_RBAC=true`: a user holds exactly the policies of their Medusa
 * roles (no implied reads); Medusa's router checks a route's policies first,
 * against the roles signed into the session.
 */
export const MEDUSA_RBAC: AccessMode = {
  name: "Medusa's RBAC",
  env: { MEDUSA_FF_RBAC: "true" },
  async fixtureUserRoles(container, userId, roleId) {
    await linkUserRoles(container, userId, [roleId])
    // Shopware's acl_user_role is then a row of Medusa's user–role link.
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: "user_rbac_role",
        fields: ["id"],
        filters: { user_id: userId, rbac_role_id: roleId },
      })
    const spareRoleId = await roleWith(container, [], "Matrix spare role")
    return { assignmentId: (data[0] as { id: string }).id, spareRoleId }
  },
  // Under RBAC users' roles are given in Medusa's Settings → Roles: the plugin's writes of them are refused in words.
  apiStoreRefusals: {
    "POST /api/acl-user-role": 409,
    "DELETE /api/acl-user-role/:id": 409,
    "PATCH /api/user/:id": 409,
  },
  async grant(container, user, grant) {
    const roleId = await rbacRoleWithPolicies(
      container,
      rbacPolicyKeysOf(grant)
    )
    // Replaces: the runner restores the database before each test, so the user holds no role yet.
    await linkUserRoles(container, user.id, [roleId])
  },
  sessionCarriesRoles: true,
  rolelessRefusal: MEDUSA_ROLELESS,
  // Medusa's `GET /admin/products/*` asks for product:read.
  medusaPoliciesOn: {
    "GET /admin/products/:id/history": ["product:read"],
    "GET /admin/products/:id/price-series": ["product:read"],
  },
  async administrator(container, api, user) {
    const session = await createAdminUser(container, api, user)
    const { data } = await api.get("/admin/users/me", session)
    await linkUserRoles(container, data.user.id, [SUPER_ADMIN_ROLE])
    return login(api, user)
  },
  adminRefusal: (required, caller) =>
    caller === "noRole"
      ? MEDUSA_ROLELESS
      : `Insufficient permissions. Required policies: ${policyKeysOf(required).join(", ")}`,
  // Its auth context carries no roles: Medusa refuses it on every route declaring policies.
  refusedKey: { of: "holder", message: () => MEDUSA_ROLELESS },
  stateQueries: [
    "select * from rbac_role order by id",
    "select * from rbac_role_policy order by id",
    "select * from user_rbac_role order by id",
    "select * from apiaccess_integration_rbac_rbac_role order by id",
  ],
}
