import {
  deleteRbacRolePoliciesWorkflow,
  updateRbacRolesWorkflow,
} from "@medusajs/medusa/core-flows"
import { transform } from "@medusajs/framework/workflows-sdk"
import {
  authorizeByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"
import { type UpdateAclRoleInput, updateAclRoleStep } from "../steps/acl-roles"
import { rbacRoleUpdateInputStep } from "../steps/rbac-acl-roles"
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
    deleteRbacRolePoliciesWorkflow.runAsStep({
      input: transform({ change }, ({ change }) => change.removed),
    })
    updateRbacRolesWorkflow.runAsStep({
      input: transform({ change }, ({ change }) => change.update),
    })
    return transform({ input }, ({ input }) => ({ id: input.id }))
  },
})
