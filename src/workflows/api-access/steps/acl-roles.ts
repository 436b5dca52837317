import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isStorablePrivilege } from "../../../modules/api-access/privileges"
import { newHexId } from "../../../modules/api-access/secrets"
import { softDeleteStep } from "../../utils/soft-delete-step"
import { apiAccess } from "../../../modules/api-access"

export type AclRoleInput = {
  /** Chosen by the client (Shopware's create with an id); generated otherwise. */
  id?: string
  name: string
  description?: string | null
  privileges: string[]
}
export type UpdateAclRoleInput = { id: string } & Partial<AclRoleInput>

function assertKnownPrivileges(privileges: string[] | undefined) {
  const unknown = (privileges ?? []).filter((p) => !isStorablePrivilege(p))
  if (unknown.length) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Unknown privilege(s): ${unknown.join(", ")}. A privilege is "<resource>:<read|create|update|delete>", a bundle such as "plugin_b2b_order_import.editor", or a Shopware administration key such as "product.viewer" (which grants nothing here).`
    )
  }
}

/** Role names are unique; a clash is a conflict (409), not bad input. */
async function assertNameFree(
  container: MedusaContainer,
  name: string | undefined,
  exceptId?: string
) {
  if (!name) return
  const [clash] = await apiAccess(container).listAclRoles(
    { name },
    { select: ["id"] }
  )
  if (clash && clash.id !== exceptId) {
    throw new MedusaError(
      MedusaError.Types.DUPLICATE_ERROR,
      `A role named "${name}" already exists; choose another name.`
    )
  }
}

/** Creates a role after checking every privilege against the privilege table. */
export const createAclRoleStep = createStep(
  "plugin-create-acl-role",
  async (input: AclRoleInput, { container }) => {
    assertKnownPrivileges(input.privileges)
    await assertNameFree(container, input.name)
    const role = await apiAccess(container).createAclRoles({
      id: newHexId(),
      ...input,
    })
    return new StepResponse(role, role.id)
  },
  async (id, { container }) => {
    if (id) await apiAccess(container).deleteAclRoles(id)
  }
)

/** Updates a role; the compensation restores its previous values. */
export const updateAclRoleStep = createStep(
  "plugin-update-acl-role",
  async (input: UpdateAclRoleInput, { container }) => {
    assertKnownPrivileges(input.privileges)
    await assertNameFree(container, input.name, input.id)
    const service = apiAccess(container)
    const before = await service.retrieveAclRole(input.id)
    const role = await service.updateAclRoles(input)
    const { id, name, description, privileges } = before
    return new StepResponse(role, { id, name, description, privileges })
  },
  async (previous, { container }) => {
    if (previous) await apiAccess(container).updateAclRoles(previous)
  }
)

/** Soft-deletes roles; integrations and users lose their privileges with them. */
export const deleteAclRolesStep = softDeleteStep(
  "plugin-delete-acl-roles",
  apiAccess,
  "AclRoles"
)
