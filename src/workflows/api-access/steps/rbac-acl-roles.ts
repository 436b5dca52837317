import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import {
  assertMayChangeRbacRoles,
  policyIdsOfPrivileges,
  rbacActorOf,
} from "../../../modules/api-access/rbac-role-writes"
import type { AclRoleInput, UpdateAclRoleInput } from "./acl-roles"

/**
 * The plugin's role workflows under Medusa's RBAC (`MEDUSA_FF_RBAC`): what
 * Medusa's own role workflows are given, built from Shopware's words, and
 * the "no way up" rule for changing roles. Medusa's workflows make the change
 * (and check that nobody hands out a policy their own roles lack).
 */

type WithCaller<T> = T & { caller: AccessCaller }

/** Role names are unique in Medusa too; a clash is a conflict (409) in words, not a database error. */
async function assertNameFree(
  container: MedusaContainer,
  name: string | undefined,
  exceptId?: string
) {
  if (!name) return
  const [clash] = await container
    .resolve(Modules.RBAC)
    .listRbacRoles({ name }, { select: ["id"] })
  if (clash && clash.id !== exceptId)
    throw new MedusaError(
      MedusaError.Types.DUPLICATE_ERROR,
      `A role named "${name}" already exists in Settings → Roles; choose another name.`
    )
}

/** The input of Medusa's `createRbacRolesWorkflow` for one role. */
export const rbacRoleCreateInputStep = createStep(
  "plugin-rbac-role-create-input",
  async (input: WithCaller<AclRoleInput>, { container }) => {
    if (input.id)
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Medusa chooses the ids of roles while its role-based access control is on: leave out id."
      )
    await assertNameFree(container, input.name)
    const policy_ids = await policyIdsOfPrivileges(container, input.privileges)
    return new StepResponse({
      ...rbacActorOf(input.caller),
      roles: [{ name: input.name, description: input.description, policy_ids }],
    })
  }
)

/**
 * Refuses changing a role that grants more than the caller's roles; then the
 * input of Medusa's workflows. Shopware's privileges replace the role's list,
 * while Medusa's update only adds policies: the ones no longer listed are
 * removed by their role–policy rows, and only new ones are added.
 */
export const rbacRoleUpdateInputStep = createStep(
  "plugin-rbac-role-update-input",
  async (input: WithCaller<UpdateAclRoleInput>, { container }) => {
    await assertMayChangeRbacRoles(
      container,
      input.caller,
      [input.id],
      "change"
    )
    await assertNameFree(container, input.name, input.id)
    const wanted = input.privileges
      ? await policyIdsOfPrivileges(container, input.privileges)
      : undefined
    const current = wanted
      ? await container
          .resolve(Modules.RBAC)
          .listRbacRolePolicies(
            { role_id: input.id },
            { select: ["id", "policy_id"] }
          )
      : []
    const added = wanted?.filter(
      (id) => !current.some((row) => row.policy_id === id)
    )
    return new StepResponse({
      removed: {
        role_policy_ids: current
          .filter((row) => !wanted?.includes(row.policy_id))
          .map((row) => row.id),
      },
      update: {
        ...rbacActorOf(input.caller),
        selector: { id: input.id },
        update: {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && {
            description: input.description,
          }),
          ...(added?.length && { policy_ids: added }),
        },
      },
    })
  }
)

/**
 * Refuses deleting roles that grant more than the caller's roles; answers
 * their role–policy rows too: Medusa 2.21's role delete fails ("You tried to
 * set relationship id …") on a role that still has policies, so they go first.
 */
export const authorizeRbacRoleDeleteStep = createStep(
  "plugin-authorize-rbac-role-delete",
  async (input: WithCaller<{ ids: string[] }>, { container }) => {
    await assertMayChangeRbacRoles(container, input.caller, input.ids, "delete")
    const rows = input.ids.length
      ? await container
          .resolve(Modules.RBAC)
          .listRbacRolePolicies({ role_id: input.ids }, { select: ["id"] })
      : []
    return new StepResponse({
      roles: { ids: input.ids },
      policies: { role_policy_ids: rows.map((row) => row.id) },
    })
  }
)
