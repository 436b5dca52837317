import { accessChangeWorkflow } from "./access-change-workflow"
import { updateAclRoleStep } from "../steps/acl-roles"

/** Changes a role's name, description or privileges. */
export const updateAclRoleWorkflow = accessChangeWorkflow(
  "plugin-access-update-role",
  (i) => ({ kind: "update-role", ...i }),
  updateAclRoleStep
)
