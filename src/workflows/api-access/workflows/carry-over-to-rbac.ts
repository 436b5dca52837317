import type { RbacRoleDTO } from "@medusajs/framework/types"
import {
  createWorkflow,
  transform,
  when,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  createRbacRolesWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { linkIntegrationsToRbacRolesStep } from "../steps/link-integrations-to-rbac-roles"
import { linkUsersToRbacRolesStep } from "../steps/link-users-to-rbac-roles"
import {
  planRbacCarryOverStep,
  type RbacCarryOverTrigger,
} from "../steps/plan-rbac-carry-over"
import { recordRbacCarryOverStep } from "../steps/record-rbac-carry-over"

export type CarryOverToRbacInput = { trigger?: RbacCarryOverTrigger }

const LOCK_KEY = "plugin-rbac-carry-over"

/**
 * Carries the plugin's own roles and user assignments over into Medusa's RBAC
 * roles (`MEDUSA_FF_RBAC`): one Medusa role per plugin role with the policies
 * its privileges stand for, the bundles as roles, a "Plugin administrator"
 * role for the plugin's administrators who are not Medusa's super admin, and
 * the user links. Idempotent: what exists already (found by the role's
 * `metadata.plugin_ref`) is not made twice. The plugin's own tables are only
 * read, so switching the flag off again finds them as they were. One run at a
 * time across instances (a lock); with trigger `first-start` it does nothing
 * once any run was recorded.
 */
export const carryOverToRbacWorkflow = createWorkflow(
  "plugin-carry-over-to-rbac",
  (input: WorkflowData<CarryOverToRbacInput>) => {
    acquireLockStep({ key: LOCK_KEY, timeout: 60, ttl: 300 })
    const planned = planRbacCarryOverStep(
      transform({ input }, ({ input }) => ({
        trigger: input.trigger ?? "console",
      }))
    )
    const newRoles = transform({ planned }, ({ planned }) =>
      planned.plan.roles
        .filter((role) => !role.existingId)
        .map((role) => ({
          name: role.name,
          description: role.description,
          metadata: role.metadata,
          policy_ids: role.policyKeys.map((key) => planned.policyIds[key]),
        }))
    )
    const created = when(
      { newRoles },
      ({ newRoles }) => !!newRoles.length
    ).then(() =>
      createRbacRolesWorkflow.runAsStep({ input: { roles: newRoles } })
    )
    const links = transform({ planned, created }, ({ planned, created }) => {
      // Medusa answers the created roles in the order asked; their metadata says which is which anyway.
      const idOf = new Map<string, string>()
      for (const role of (created ?? []) as RbacRoleDTO[])
        idOf.set(String(role.metadata?.plugin_ref), role.id)
      for (const role of planned.plan.roles)
        if (role.existingId) idOf.set(role.ref, role.existingId)
      return {
        users: planned.plan.links.map((link) => ({
          holder_id: link.user_id,
          rbac_role_id: idOf.get(link.ref)!,
        })),
        integrations: planned.integrationLinks.map((link) => ({
          holder_id: link.integration_id,
          rbac_role_id: idOf.get(link.ref)!,
        })),
      }
    })
    linkUsersToRbacRolesStep(transform({ links }, ({ links }) => links.users))
    linkIntegrationsToRbacRolesStep(
      transform({ links }, ({ links }) => links.integrations)
    )
    const report = when(
      { planned },
      ({ planned }) => !planned.alreadyDone
    ).then(() =>
      recordRbacCarryOverStep(
        transform({ input, planned, newRoles }, (data) => ({
          trigger: data.input.trigger ?? "console",
          rolesCreated: data.newRoles.length,
          linksCreated:
            data.planned.plan.links.length +
            data.planned.integrationLinks.length,
          lines: data.planned.plan.lines,
        }))
      )
    )
    releaseLockStep({ key: LOCK_KEY })
    return new WorkflowResponse(
      transform({ planned, report }, ({ planned, report }) => ({
        alreadyDone: planned.alreadyDone,
        rolesCreated: report?.rolesCreated ?? 0,
        linksCreated: report?.linksCreated ?? 0,
        lines: report?.lines ?? [],
        summary: report?.summary,
      }))
    )
  }
)
