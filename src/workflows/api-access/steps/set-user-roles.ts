import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId } from "../../../modules/api-access/secrets"
import { apiAccess, assertRolesExist } from "./resolve-service"

export type SetUserRolesInput = { userId: string; roleIds: string[] }

/** Replaces a user's roles (none makes the user an administrator again). */
export const setUserRolesStep = createStep(
  "plugin-set-user-roles",
  async (input: SetUserRolesInput, { container }) => {
    await assertRolesExist(container, input.roleIds)
    const service = apiAccess(container)
    const before = await service.listPluginUserAclRoles({ user_id: input.userId })
    await service.deletePluginUserAclRoles(before.map((a) => a.id))
    await service.createPluginUserAclRoles(
      input.roleIds.map((role_id) => ({ id: newHexId(), user_id: input.userId, role_id }))
    )
    return new StepResponse(input, { userId: input.userId, roleIds: before.map((a) => a.role_id) })
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = apiAccess(container)
    const now = await service.listPluginUserAclRoles({ user_id: previous.userId })
    await service.deletePluginUserAclRoles(now.map((a) => a.id))
    await service.createPluginUserAclRoles(
      previous.roleIds.map((role_id) => ({ id: newHexId(), user_id: previous.userId, role_id }))
    )
  }
)
