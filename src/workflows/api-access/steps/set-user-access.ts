import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId } from "../../../modules/api-access/secrets"
import { apiAccess } from "../../../modules/api-access"
import { assertUserStoreInUse } from "../../../modules/api-access/rbac-user-store"

export type SetUserAccessInput = {
  userId: string
  admin?: boolean
  roleIds?: string[]
}

async function replaceRoles(
  container: MedusaContainer,
  userId: string,
  roleIds: string[]
) {
  const service = apiAccess(container)
  const now = await service.listUserAclRoles({ user_id: userId })
  await service.deleteUserAclRoles(now.map((a) => a.id))
  await service.createUserAclRoles(
    roleIds.map((role_id) => ({ id: newHexId(), user_id: userId, role_id }))
  )
}

/**
 * Sets a user's administrator flag and/or replaces their roles; the
 * compensation restores both. Refused (409) under Medusa's RBAC, also when a
 * host's own workflow uses the step.
 */
export const setUserAccessStep = createStep(
  "plugin-set-user-access",
  async (input: SetUserAccessInput, { container }) => {
    assertUserStoreInUse()
    await apiAccess(container).assertRolesExist(input.roleIds)
    const service = apiAccess(container)
    const before = await service.userHolding(input.userId)
    if (input.roleIds)
      await replaceRoles(container, input.userId, input.roleIds)
    if (input.admin !== undefined)
      await service.setUserAdmin(input.userId, input.admin)
    return new StepResponse(input, {
      userId: input.userId,
      admin: before.admin,
      roleIds: before.roleIds,
      input,
    })
  },
  async (previous, { container }) => {
    if (!previous) return
    if (previous.input.roleIds)
      await replaceRoles(container, previous.userId, previous.roleIds)
    if (previous.input.admin !== undefined)
      await apiAccess(container).setUserAdmin(previous.userId, previous.admin)
  }
)
