import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { authorizeByCaller, ByCaller } from "../steps/authorize-access-change"
import { removeUserRolesStep } from "../steps/user-role-assignments"

/** Takes role assignments away; removing roles never adds rights. */
export const removeUserRolesWorkflow = createWorkflow(
  "plugin-access-remove-user-roles",
  (input: WorkflowData<ByCaller<{ ids: string[] }>>) => {
    authorizeByCaller(input, (i) => ({ kind: "remove-user-roles", ids: i.ids }))
    return new WorkflowResponse(removeUserRolesStep(input.ids))
  }
)
