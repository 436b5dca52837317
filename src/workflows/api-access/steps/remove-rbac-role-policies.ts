import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Removed = { role_id: string; policy_id: string }[]

/**
 * Takes policies away from Medusa roles by their role–policy rows, and gives
 * them back when a later step or write fails. Medusa's own
 * `deleteRbacRolePoliciesStep` is declared without compensation, so a role
 * change refused after it (or a sync request undone later) would leave the
 * role stripped of its policies.
 */
export const removeRbacRolePoliciesStep = createStep(
  "plugin-remove-rbac-role-policies",
  async (input: { role_policy_ids: string[] }, { container }) => {
    const ids = input.role_policy_ids
    if (!ids.length) return new StepResponse(undefined, [] as Removed)
    const rbac = container.resolve(Modules.RBAC)
    const rows = await rbac.listRbacRolePolicies(
      { id: ids },
      { select: ["id", "role_id", "policy_id"] }
    )
    await rbac.deleteRbacRolePolicies(ids)
    const removed: Removed = rows.map((row) => ({
      role_id: row.role_id,
      policy_id: row.policy_id,
    }))
    return new StepResponse(undefined, removed)
  },
  async (removed, { container }) => {
    if (!removed?.length) return
    await container.resolve(Modules.RBAC).createRbacRolePolicies(removed)
  }
)
