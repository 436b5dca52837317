import { updateRbacRolesWorkflow } from "@medusajs/medusa/core-flows"
import { transform } from "@medusajs/framework/workflows-sdk"
import {
  authorizeByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"
import { type UpdateAclRoleInput, updateAclRoleStep } from "../steps/acl-roles"
import { rbacRoleUpdateInputStep } from "../steps/rbac-acl-roles"
import { removeRbacRolePoliciesStep } from "../steps/remove-rbac-role-policies"
import { byRoleSystem } from "./by-role-system"

/** Changes a role's name, description or privileges (a Medusa role's policies under RBAC). */
export const updateAclRoleWorkflow = byRoleSystem<
  UpdateAclRoleInput,
  { id: string }
>("plugin-access-update-role", {
  plugin: (input) => {
    authorizeByCaller(input, (i) => ({ kind: "update-role", ...i }))
    return updateAclRoleStep(withoutCaller(input))
  },
  rbac: (input) => {
    const change = rbacRoleUpdateInputStep(input)
    // Medusa's update checks the policies added against the caller's roles:
    // it runs first, so a refused change has taken nothing away.
    updateRbacRolesWorkflow.runAsStep({
      input: transform({ change }, ({ change }) => change.update),
    })
    removeRbacRolePoliciesStep(
      transform({ change }, ({ change }) => change.removed)
    )
    return transform({ input }, ({ input }) => ({ id: input.id }))
  },
})
