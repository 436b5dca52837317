import { createWorkflow, transform, WorkflowData, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../modules/api-access/access-rules"
import { AclRoleInput, createAclRoleStep, deleteAclRolesStep, UpdateAclRoleInput, updateAclRoleStep } from "./steps/acl-roles"
import { AccessChange, authorizeAccessChangeStep } from "./steps/authorize-access-change"
import { createIntegrationStep, CreateIntegrationInput } from "./steps/create-integration"
import { deleteIntegrationsStep } from "./steps/delete-integrations"
import { markIntegrationUsedStep } from "./steps/mark-integration-used"
import { consumeRefreshTokenStep, issueRefreshTokenStep } from "./steps/refresh-tokens"
import { setUserAccessStep, SetUserAccessInput } from "./steps/set-user-access"
import { assignUserRoleStep, AssignUserRoleInput, removeUserRolesStep } from "./steps/user-role-assignments"
import { updateIntegrationStep, UpdateIntegrationInput } from "./steps/update-integration"

/** Every change of rights names its caller; the first step refuses what the caller may not do. */
type ByCaller<T> = T & { caller: AccessCaller }

function authorize<T extends { caller: AccessCaller }>(input: WorkflowData<T>, change: (input: T) => AccessChange) {
  const request = transform({ input }, ({ input }) => ({ caller: (input as T).caller, change: change(input as T) }))
  authorizeAccessChangeStep(request)
}

function withoutCaller<T extends { caller: AccessCaller }>(input: WorkflowData<T>) {
  return transform({ input }, ({ input }) => {
    const { caller: _caller, ...rest } = input as T
    return rest
  })
}

/** Creates an integration and returns its secret, the only time it is readable. */
export const createIntegrationWorkflow = createWorkflow("plugin-create-integration", (input: WorkflowData<ByCaller<CreateIntegrationInput>>) => {
  authorize(input, (i) => ({ kind: "create-integration", admin: i.admin, roleIds: i.roleIds }))
  return new WorkflowResponse(createIntegrationStep(withoutCaller(input)))
})

/** Changes an integration's label, admin flag, roles, or secret. */
export const updateIntegrationWorkflow = createWorkflow("plugin-update-integration", (input: WorkflowData<ByCaller<UpdateIntegrationInput>>) => {
  authorize(input, (i) => ({ kind: "update-integration", id: i.id, admin: i.admin, roleIds: i.roleIds, renewSecret: !!(i.regenerateSecret || i.secret) }))
  return new WorkflowResponse(updateIntegrationStep(withoutCaller(input)))
})

/** Deletes integrations; their access tokens stop working. */
export const deleteIntegrationsWorkflow = createWorkflow("plugin-delete-integrations", (input: WorkflowData<ByCaller<{ ids: string[] }>>) => {
  authorize(input, (i) => ({ kind: "delete-integrations", ids: i.ids }))
  return new WorkflowResponse(deleteIntegrationsStep(input.ids))
})

/** Records a successful client-credentials login of an integration. */
export const markIntegrationUsedWorkflow = createWorkflow(
  "plugin-mark-integration-used",
  (input: { id: string }) => new WorkflowResponse(markIntegrationUsedStep(input.id))
)

/** Creates a role from privileges of the privilege table. */
export const createAclRoleWorkflow = createWorkflow("plugin-create-acl-role", (input: WorkflowData<ByCaller<AclRoleInput>>) => {
  authorize(input, (i) => ({ kind: "create-role", privileges: i.privileges }))
  return new WorkflowResponse(createAclRoleStep(withoutCaller(input)))
})

/** Changes a role's name, description or privileges. */
export const updateAclRoleWorkflow = createWorkflow("plugin-update-acl-role", (input: WorkflowData<ByCaller<UpdateAclRoleInput>>) => {
  authorize(input, (i) => ({ kind: "update-role", id: i.id, privileges: i.privileges }))
  return new WorkflowResponse(updateAclRoleStep(withoutCaller(input)))
})

/** Deletes roles. */
export const deleteAclRolesWorkflow = createWorkflow("plugin-delete-acl-roles", (input: WorkflowData<ByCaller<{ ids: string[] }>>) => {
  authorize(input, (i) => ({ kind: "delete-roles", ids: i.ids }))
  return new WorkflowResponse(deleteAclRolesStep(input.ids))
})

/** Sets a Medusa admin user's administrator flag and/or replaces their roles. */
export const setUserAccessWorkflow = createWorkflow("plugin-set-user-access", (input: WorkflowData<ByCaller<SetUserAccessInput>>) => {
  authorize(input, (i) => ({ kind: "set-user-access", userId: i.userId, admin: i.admin, roleIds: i.roleIds }))
  return new WorkflowResponse(setUserAccessStep(withoutCaller(input)))
})

/** Issues the refresh token of a password login. */
export const issueRefreshTokenWorkflow = createWorkflow(
  "plugin-issue-refresh-token",
  (input: { userId: string; lifetimeSeconds: number }) => new WorkflowResponse(issueRefreshTokenStep(input))
)

/** Rotates a refresh token: the given one is used up, a successor is issued. */
export const rotateRefreshTokenWorkflow = createWorkflow(
  "plugin-rotate-refresh-token",
  (input: { token: string; lifetimeSeconds: number }) => {
    const used = consumeRefreshTokenStep(input.token)
    const next = issueRefreshTokenStep({ userId: used.userId, lifetimeSeconds: input.lifetimeSeconds })
    return new WorkflowResponse(next)
  }
)

/** Gives a role to an admin user. */
export const assignUserRoleWorkflow = createWorkflow("plugin-assign-user-role", (input: WorkflowData<ByCaller<AssignUserRoleInput>>) => {
  authorize(input, (i) => ({ kind: "assign-user-role", userId: i.userId, roleId: i.roleId }))
  return new WorkflowResponse(assignUserRoleStep(withoutCaller(input)))
})

/** Takes role assignments away; removing roles never adds rights. */
export const removeUserRolesWorkflow = createWorkflow("plugin-remove-user-roles", (input: WorkflowData<ByCaller<{ ids: string[] }>>) => {
  authorize(input, (i) => ({ kind: "remove-user-roles", ids: i.ids }))
  return new WorkflowResponse(removeUserRolesStep(input.ids))
})
