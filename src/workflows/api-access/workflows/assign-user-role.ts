import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  authorizeByCaller,
  ByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"
import {
  AssignUserRoleInput,
  assignUserRoleStep,
} from "../steps/user-role-assignments"

/** Gives a role to an admin user. */
export const assignUserRoleWorkflow = createWorkflow(
  "plugin-access-assign-user-role",
  (input: WorkflowData<ByCaller<AssignUserRoleInput>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "assign-user-role",
      userId: i.userId,
      roleId: i.roleId,
    }))
    return new WorkflowResponse(assignUserRoleStep(withoutCaller(input)))
  }
)
