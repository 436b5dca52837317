import { accessChangeWorkflow } from "./access-change-workflow"
import { assignUserRoleStep } from "../steps/user-role-assignments"

/** Gives a role to an admin user. */
export const assignUserRoleWorkflow = accessChangeWorkflow(
  "plugin-access-assign-user-role",
  (i) => ({ kind: "assign-user-role", ...i }),
  assignUserRoleStep
)
