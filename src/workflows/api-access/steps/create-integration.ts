import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  hashSecret,
  newAccessKey,
  newHexId,
  newSecret,
} from "../../../modules/api-access/secrets"
import { apiAccess } from "../../../modules/api-access"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import { assertRbacRolesExist } from "../../../modules/api-access/rbac-roles"
import { replaceIntegrationRbacRoles } from "../../utils/rbac-role-links"

export type CreateIntegrationInput = {
  /** Chosen by the client (Shopware's create with an id); generated otherwise. */
  id?: string
  label: string
  admin?: boolean
  roleIds?: string[]
  /** Shopware clients may bring their own key pair; otherwise one is generated. */
  accessKey?: string
  secret?: string
}

/** Creates an integration with a fresh access key and secret; only the secret's hash is stored. */
export const createIntegrationStep = createStep(
  "plugin-create-integration",
  async (input: CreateIntegrationInput, { container }) => {
    const rbac = rbacEnabled()
    // Under Medusa's RBAC an integration's roles are Medusa roles, linked to it.
    if (rbac) await assertRbacRolesExist(container, input.roleIds)
    else await apiAccess(container).assertRolesExist(input.roleIds)
    if (
      input.accessKey &&
      (
        await apiAccess(container).listIntegrations({
          access_key: input.accessKey,
        })
      ).length
    ) {
      throw new MedusaError(
        MedusaError.Types.DUPLICATE_ERROR,
        `The access key ${input.accessKey} is already in use; generate another one.`
      )
    }
    const secret = input.secret ?? newSecret()
    const integration = await apiAccess(container).createIntegrations({
      id: input.id ?? newHexId(),
      label: input.label,
      admin: input.admin ?? false,
      access_key: input.accessKey ?? newAccessKey(),
      secret_hash: await hashSecret(secret),
      roles: rbac ? [] : (input.roleIds ?? []),
    })
    if (rbac && input.roleIds?.length)
      await replaceIntegrationRbacRoles(
        container,
        integration.id,
        input.roleIds
      )
    return new StepResponse(
      { integration, secret },
      { id: integration.id, rbac }
    )
  },
  async (made, { container }) => {
    if (!made) return
    if (made.rbac) await replaceIntegrationRbacRoles(container, made.id, [])
    await apiAccess(container).deleteIntegrations(made.id)
  }
)
