import { accessChangeWorkflow } from "./access-change-workflow"
import { removeUserRolesStep } from "../steps/user-role-assignments"

/** Takes role assignments away; removing roles never adds rights. */
export const removeUserRolesWorkflow = accessChangeWorkflow(
  "plugin-access-remove-user-roles",
  (i: { ids: string[] }) => ({ kind: "remove-user-roles", ids: i.ids }),
  (input) => removeUserRolesStep(input.ids)
)
