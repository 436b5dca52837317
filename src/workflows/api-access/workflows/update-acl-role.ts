import { accessChangeWorkflow } from "./access-change-workflow"
import { UpdateAclRoleInput, updateAclRoleStep } from "../steps/acl-roles"

/** Changes a role's name, description or privileges. */
export const updateAclRoleWorkflow = accessChangeWorkflow(
  "plugin-access-update-role",
  (i: UpdateAclRoleInput) => ({
    kind: "update-role",
    id: i.id,
    privileges: i.privileges,
  }),
  updateAclRoleStep
)
