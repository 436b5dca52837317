import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { hashSecret, newSecret } from "../../../modules/api-access/secrets"
import { apiAccess } from "../../../modules/api-access"
import {
  rbacEnabled,
  rbacRoleIdsOf,
} from "../../../modules/api-access/rbac-holding"
import { assertRbacRolesExist } from "../../../modules/api-access/rbac-roles"
import { replaceIntegrationRbacRoles } from "../../utils/rbac-role-links"

export type UpdateIntegrationInput = {
  id: string
  label?: string
  admin?: boolean
  /** Replaces the integration's roles (the plugin's `roleIds`). */
  roleIds?: string[]
  /**
   * Adds roles to those it holds, or to `roleIds` when both are given
   * (Shopware's `aclRoles`: its writes only ever add mappings).
   */
  addRoleIds?: string[]
  /** Issues a new secret; every token of the old one stops working. */
  regenerateSecret?: boolean
  /** A new secret chosen by the client (Shopware's `secretAccessKey`); tokens of the old one stop working. */
  secret?: string
}

/** Updates an integration; the compensation restores label, flag, roles and secret. */
export const updateIntegrationStep = createStep(
  "plugin-update-integration",
  async (input: UpdateIntegrationInput, { container }) => {
    const service = apiAccess(container)
    const before = await service.retrieveIntegration(input.id, {
      relations: ["roles"],
    })
    const rbac = rbacEnabled()
    const named = [...(input.roleIds ?? []), ...(input.addRoleIds ?? [])]
    // Under Medusa's RBAC an integration's roles are Medusa roles, linked to it.
    if (rbac) await assertRbacRolesExist(container, named)
    else await service.assertRolesExist(named)
    const current = rbac
      ? await rbacRoleIdsOf(container, "integration", input.id)
      : (before.roles ?? []).map((r) => r.id)
    const kept = input.roleIds ?? current
    const roles =
      input.roleIds || input.addRoleIds?.length
        ? [...new Set([...kept, ...(input.addRoleIds ?? [])])]
        : undefined
    const secret =
      input.secret ?? (input.regenerateSecret ? newSecret() : undefined)
    const integration = await service.updateIntegrations({
      id: input.id,
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(input.admin !== undefined ? { admin: input.admin } : {}),
      ...(roles && !rbac ? { roles } : {}),
      ...(secret ? { secret_hash: await hashSecret(secret) } : {}),
    })
    const previousRbacRoles =
      rbac && roles
        ? await replaceIntegrationRbacRoles(container, input.id, roles)
        : undefined
    const previous = {
      id: before.id,
      label: before.label,
      admin: before.admin,
      secret_hash: before.secret_hash,
      roles: (before.roles ?? []).map((r) => r.id),
    }
    return new StepResponse(
      { integration, secret },
      { previous, previousRbacRoles }
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    await apiAccess(container).updateIntegrations(undo.previous)
    if (undo.previousRbacRoles)
      await replaceIntegrationRbacRoles(
        container,
        undo.previous.id,
        undo.previousRbacRoles
      )
  }
)
