import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  hashSecret,
  newAccessKey,
  newHexId,
  newSecret,
} from "../../../modules/api-access/secrets"
import { apiAccess } from "../../../modules/api-access"

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
    await apiAccess(container).assertRolesExist(input.roleIds)
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
      roles: input.roleIds ?? [],
    })
    return new StepResponse({ integration, secret }, integration.id)
  },
  async (id, { container }) => {
    if (id) await apiAccess(container).deleteIntegrations(id)
  }
)
