import { createRbacRolesWorkflow } from "@medusajs/medusa/core-flows"
import { transform } from "@medusajs/framework/workflows-sdk"
import {
  authorizeByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"
import { type AclRoleInput, createAclRoleStep } from "../steps/acl-roles"
import { rbacRoleCreateInputStep } from "../steps/rbac-acl-roles"
import { byRoleSystem } from "./by-role-system"

/**
 * Creates a role from privileges of the privilege table: one of the plugin's
 * roles, or a Medusa role with the policies they stand for under RBAC.
 */
export const createAclRoleWorkflow = byRoleSystem<AclRoleInput, { id: string }>(
  "plugin-access-create-role",
  {
    plugin: (input) => {
      authorizeByCaller(input, (i) => ({
        kind: "create-role",
        privileges: i.privileges,
      }))
      return createAclRoleStep(withoutCaller(input))
    },
    rbac: (input) => {
      const roles = createRbacRolesWorkflow.runAsStep({
        input: rbacRoleCreateInputStep(input),
      })
      return transform({ roles }, ({ roles }) => ({ id: roles[0].id }))
    },
  }
)
