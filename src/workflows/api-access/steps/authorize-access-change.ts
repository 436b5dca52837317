import type { MedusaContainer } from "@medusajs/framework/types"
import {
  createStep,
  StepResponse,
  transform,
  WorkflowData,
} from "@medusajs/framework/workflows-sdk"
import {
  AccessCaller,
  assertMayActOn,
  assertMayGrant,
  assertMaySetAdmin,
  assertNotSelf,
} from "../../../modules/api-access/access-rules"
import { apiAccess } from "../../../modules/api-access"
import { assertUserStoreInUse } from "../../../modules/api-access/rbac-user-store"
import {
  checkIntegrations,
  checkRoles,
  checkRolesHandedOut,
  checkUser,
  integrationHolding,
  privilegesOfRoles,
} from "../../utils/access-change-checks"

/** A change of rights, as the workflows that make it describe it. */
export type AccessChange =
  | { kind: "create-integration"; admin?: boolean; roleIds?: string[] }
  | {
      kind: "update-integration"
      id: string
      admin?: boolean
      roleIds?: string[]
      addRoleIds?: string[]
      renewSecret?: boolean
    }
  | { kind: "delete-integrations"; ids: string[] }
  | { kind: "create-role"; privileges: string[] }
  | { kind: "update-role"; id: string; privileges?: string[] }
  | { kind: "delete-roles"; ids: string[] }
  | { kind: "assign-user-role"; userId: string; roleId: string }
  | { kind: "remove-user-roles"; ids: string[] }
  | {
      kind: "set-user-access"
      userId: string
      admin?: boolean
      roleIds?: string[]
    }

export type AuthorizeAccessChangeInput = {
  caller: AccessCaller
  change: AccessChange
}

const checks: {
  [K in AccessChange["kind"]]: (
    c: MedusaContainer,
    caller: AccessCaller,
    change: Extract<AccessChange, { kind: K }>
  ) => Promise<void>
} = {
  "create-integration": async (container, caller, change) => {
    if (change.admin)
      assertMaySetAdmin(caller, "create an administrator integration")
    await checkRolesHandedOut(
      container,
      caller,
      change.roleIds,
      "give these roles to an integration"
    )
  },
  "update-integration": async (container, caller, change) => {
    const integration = await integrationHolding(container, change.id)
    if (!integration) return
    const what = change.renewSecret ? "renew the secret of" : "change"
    assertMayActOn(
      caller,
      integration,
      `${what} the integration "${integration.label}"`
    )
    if (change.admin !== undefined && change.admin !== integration.admin) {
      assertMaySetAdmin(
        caller,
        "set or clear the administrator flag of an integration"
      )
    }
    if (change.roleIds || change.addRoleIds?.length) {
      assertNotSelf(caller, { integrationId: change.id }, "change the roles")
      await checkRolesHandedOut(
        container,
        caller,
        [...(change.roleIds ?? []), ...(change.addRoleIds ?? [])],
        "give these roles to an integration"
      )
    }
  },
  "delete-integrations": (container, caller, change) =>
    checkIntegrations(container, caller, change.ids, "delete"),
  "create-role": async (_container, caller, change) =>
    assertMayGrant(caller, change.privileges, "create this role"),
  "update-role": async (container, caller, change) => {
    await checkRoles(container, caller, [change.id], "change")
    if (change.privileges)
      assertMayGrant(
        caller,
        change.privileges,
        "give these privileges to a role"
      )
  },
  "delete-roles": (container, caller, change) =>
    checkRoles(container, caller, change.ids, "delete"),
  "assign-user-role": async (container, caller, change) => {
    await checkUser(container, caller, change.userId, "change the roles")
    assertMayGrant(
      caller,
      await privilegesOfRoles(container, [change.roleId]),
      "give this role"
    )
  },
  "remove-user-roles": async (container, caller, change) => {
    const assignments = await apiAccess(container).listUserAclRoles(
      { id: change.ids },
      { select: ["id", "user_id"] }
    )
    for (const userId of new Set(assignments.map((a) => a.user_id))) {
      await checkUser(container, caller, userId, "change the roles")
    }
  },
  "set-user-access": async (container, caller, change) => {
    const what = change.roleIds
      ? "change the roles"
      : "change the administrator flag"
    const current = await checkUser(container, caller, change.userId, what)
    if (change.admin !== undefined && change.admin !== current.admin) {
      assertMaySetAdmin(caller, "make a user an administrator or take it back")
    }
    if (change.roleIds)
      assertMayGrant(
        caller,
        await privilegesOfRoles(container, change.roleIds),
        "give these roles"
      )
  },
}

/** Changes to the plugin's own store of users' rights, which Medusa's RBAC replaces when it is on. */
const USER_STORE_CHANGES: ReadonlySet<AccessChange["kind"]> = new Set([
  "assign-user-role",
  "remove-user-roles",
  "set-user-access",
])

/**
 * Refuses (403) a change of rights the caller may not make; changes nothing.
 * The first step of every workflow that grants, takes or renews rights.
 * Under Medusa's RBAC it refuses (409) any change to users' plugin roles or
 * administrator flag first: for whoever calls, those live in Medusa's roles.
 */
export const authorizeAccessChangeStep = createStep(
  "plugin-authorize-access-change",
  async ({ caller, change }: AuthorizeAccessChangeInput, { container }) => {
    if (USER_STORE_CHANGES.has(change.kind)) assertUserStoreInUse()
    await (
      checks[change.kind] as (
        c: MedusaContainer,
        a: AccessCaller,
        ch: AccessChange
      ) => Promise<void>
    )(container, caller, change)
    return new StepResponse(undefined)
  }
)

/** Every change of rights names its caller; a workflow's first step refuses what the caller may not do. */
export type ByCaller<T> = T & { caller: AccessCaller }

/** Composes the authorisation step from a workflow's input (used inside createWorkflow). */
export function authorizeByCaller<T extends { caller: AccessCaller }>(
  input: WorkflowData<T>,
  change: (input: T) => AccessChange
) {
  const request = transform({ input }, ({ input }) => ({
    caller: (input as T).caller,
    change: change(input as T),
  }))
  authorizeAccessChangeStep(request)
}

/** The workflow's input without its caller, for the steps that make the change. */
export function withoutCaller<T extends { caller: AccessCaller }>(
  input: WorkflowData<T>
) {
  return transform({ input }, ({ input }) => {
    const { caller: _caller, ...rest } = input as T
    return rest
  })
}
