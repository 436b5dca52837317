import { accessChangeWorkflow } from "./access-change-workflow"
import { createAclRoleStep } from "../steps/acl-roles"

/** Creates a role from privileges of the privilege table. */
export const createAclRoleWorkflow = accessChangeWorkflow(
  "plugin-access-create-role",
  (i) => ({ kind: "create-role", privileges: i.privileges }),
  createAclRoleStep
)
