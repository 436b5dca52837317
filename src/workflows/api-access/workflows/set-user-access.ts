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
import { SetUserAccessInput, setUserAccessStep } from "../steps/set-user-access"

/** Sets a Medusa admin user's administrator flag and/or replaces their roles. */
export const setUserAccessWorkflow = createWorkflow(
  "plugin-access-set-user-access",
  (input: WorkflowData<ByCaller<SetUserAccessInput>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "set-user-access",
      userId: i.userId,
      admin: i.admin,
      roleIds: i.roleIds,
    }))
    return new WorkflowResponse(setUserAccessStep(withoutCaller(input)))
  }
)
