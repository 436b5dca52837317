import { deleteRbacRolesWorkflow } from "@medusajs/medusa/core-flows"
import { transform } from "@medusajs/framework/workflows-sdk"
import { authorizeByCaller } from "../steps/authorize-access-change"
import { deleteAclRolesStep } from "../steps/acl-roles"
import { authorizeRbacRoleDeleteStep } from "../steps/rbac-acl-roles"
import { removeRbacRolePoliciesStep } from "../steps/remove-rbac-role-policies"
import { byRoleSystem } from "./by-role-system"

/** Deletes roles (Medusa roles under RBAC). */
export const deleteAclRolesWorkflow = byRoleSystem<
  { ids: string[] },
  { ids: string[] }
>("plugin-access-delete-roles", {
  plugin: (input) => {
    authorizeByCaller(input, (i) => ({ kind: "delete-roles", ids: i.ids }))
    deleteAclRolesStep(transform({ input }, ({ input }) => input.ids))
    return transform({ input }, ({ input }) => ({ ids: input.ids }))
  },
  rbac: (input) => {
    const doomed = authorizeRbacRoleDeleteStep(input)
    // Undone with the delete (Medusa's own step would not give them back).
    removeRbacRolePoliciesStep(
      transform({ doomed }, ({ doomed }) => doomed.policies)
    )
    deleteRbacRolesWorkflow.runAsStep({
      input: transform({ doomed }, ({ doomed }) => doomed.roles),
    })
    return transform({ input }, ({ input }) => ({ ids: input.ids }))
  },
})
