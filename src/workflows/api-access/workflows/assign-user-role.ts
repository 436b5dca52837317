import { accessChangeWorkflow } from "./access-change-workflow"
import {
  AssignUserRoleInput,
  assignUserRoleStep,
} from "../steps/user-role-assignments"

/** Gives a role to an admin user. */
export const assignUserRoleWorkflow = accessChangeWorkflow(
  "plugin-access-assign-user-role",
  (i: AssignUserRoleInput) => ({
    kind: "assign-user-role",
    userId: i.userId,
    roleId: i.roleId,
  }),
  assignUserRoleStep
)
