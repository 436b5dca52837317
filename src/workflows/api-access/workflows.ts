import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { AclRoleInput, createAclRoleStep, deleteAclRolesStep, UpdateAclRoleInput, updateAclRoleStep } from "./steps/acl-roles"
import { createIntegrationStep, CreateIntegrationInput } from "./steps/create-integration"
import { deleteIntegrationsStep } from "./steps/delete-integrations"
import { markIntegrationUsedStep } from "./steps/mark-integration-used"
import { consumeRefreshTokenStep, issueRefreshTokenStep } from "./steps/refresh-tokens"
import { setUserRolesStep, SetUserRolesInput } from "./steps/set-user-roles"
import { assignUserRoleStep, AssignUserRoleInput, removeUserRolesStep } from "./steps/user-role-assignments"
import { updateIntegrationStep, UpdateIntegrationInput } from "./steps/update-integration"

/** Creates an integration and returns its secret, the only time it is readable. */
export const createIntegrationWorkflow = createWorkflow(
  "plugin-create-integration",
  (input: CreateIntegrationInput) => new WorkflowResponse(createIntegrationStep(input))
)

/** Changes an integration's label, admin flag, roles, or secret. */
export const updateIntegrationWorkflow = createWorkflow(
  "plugin-update-integration",
  (input: UpdateIntegrationInput) => new WorkflowResponse(updateIntegrationStep(input))
)

/** Deletes integrations; their access tokens stop working. */
export const deleteIntegrationsWorkflow = createWorkflow(
  "plugin-delete-integrations",
  (input: { ids: string[] }) => new WorkflowResponse(deleteIntegrationsStep(input.ids))
)

/** Records a successful client-credentials login of an integration. */
export const markIntegrationUsedWorkflow = createWorkflow(
  "plugin-mark-integration-used",
  (input: { id: string }) => new WorkflowResponse(markIntegrationUsedStep(input.id))
)

/** Creates a role from privileges of the privilege table. */
export const createAclRoleWorkflow = createWorkflow(
  "plugin-create-acl-role",
  (input: AclRoleInput) => new WorkflowResponse(createAclRoleStep(input))
)

/** Changes a role's name, description or privileges. */
export const updateAclRoleWorkflow = createWorkflow(
  "plugin-update-acl-role",
  (input: UpdateAclRoleInput) => new WorkflowResponse(updateAclRoleStep(input))
)

/** Deletes roles. */
export const deleteAclRolesWorkflow = createWorkflow(
  "plugin-delete-acl-roles",
  (input: { ids: string[] }) => new WorkflowResponse(deleteAclRolesStep(input.ids))
)

/** Replaces the roles of a Medusa admin user. */
export const setUserRolesWorkflow = createWorkflow(
  "plugin-set-user-roles",
  (input: SetUserRolesInput) => new WorkflowResponse(setUserRolesStep(input))
)

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
export const assignUserRoleWorkflow = createWorkflow(
  "plugin-assign-user-role",
  (input: AssignUserRoleInput) => new WorkflowResponse(assignUserRoleStep(input))
)

/** Takes role assignments away (a user left with none is an administrator). */
export const removeUserRolesWorkflow = createWorkflow(
  "plugin-remove-user-roles",
  (input: { ids: string[] }) => new WorkflowResponse(removeUserRolesStep(input.ids))
)
