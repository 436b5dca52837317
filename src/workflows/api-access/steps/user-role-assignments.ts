import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId } from "../../../modules/api-access/secrets"
import { softDeleteStep } from "../../utils/soft-delete-step"
import { apiAccess } from "../../../modules/api-access"
import { assertUserStoreInUse } from "../../../modules/api-access/rbac-user-store"

export type AssignUserRoleInput = {
  /** Chosen by the client (Shopware's create with an id); generated otherwise. */
  id?: string
  userId: string
  roleId: string
}

/** Gives one role to one Medusa admin user (Shopware's acl_user_role row); refused (409) under Medusa's RBAC. */
export const assignUserRoleStep = createStep(
  "plugin-assign-user-role",
  async (input: AssignUserRoleInput, { container }) => {
    assertUserStoreInUse()
    const [user] = await container
      .resolve(Modules.USER)
      .listUsers({ id: input.userId }, { select: ["id"] })
    if (!user) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `There is no admin user with id "${input.userId}".`
      )
    }
    await apiAccess(container).assertRolesExist([input.roleId])
    const service = apiAccess(container)
    if (
      (
        await service.listUserAclRoles({
          user_id: input.userId,
          role_id: input.roleId,
        })
      ).length
    ) {
      throw new MedusaError(
        MedusaError.Types.DUPLICATE_ERROR,
        "The user already has this role."
      )
    }
    const row = await service.createUserAclRoles({
      id: input.id ?? newHexId(),
      user_id: input.userId,
      role_id: input.roleId,
    })
    return new StepResponse(row, row.id)
  },
  async (id, { container }) => {
    if (id) await apiAccess(container).deleteUserAclRoles(id)
  }
)

/** Takes role assignments away; the compensation restores them. */
export const removeUserRolesStep = softDeleteStep(
  "plugin-remove-user-roles",
  apiAccess,
  "UserAclRoles"
)
