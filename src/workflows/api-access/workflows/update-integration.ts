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
  UpdateIntegrationInput,
  updateIntegrationStep,
} from "../steps/update-integration"

/** Changes an integration's label, admin flag, roles, or secret. */
export const updateIntegrationWorkflow = createWorkflow(
  "plugin-access-update-integration",
  (input: WorkflowData<ByCaller<UpdateIntegrationInput>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "update-integration",
      id: i.id,
      admin: i.admin,
      roleIds: i.roleIds,
      renewSecret: !!(i.regenerateSecret || i.secret),
    }))
    return new WorkflowResponse(updateIntegrationStep(withoutCaller(input)))
  }
)
