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
  CreateIntegrationInput,
  createIntegrationStep,
} from "../steps/create-integration"

/** Creates an integration and returns its secret, the only time it is readable. */
export const createIntegrationWorkflow = createWorkflow(
  "plugin-access-create-integration",
  (input: WorkflowData<ByCaller<CreateIntegrationInput>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "create-integration",
      admin: i.admin,
      roleIds: i.roleIds,
    }))
    return new WorkflowResponse(createIntegrationStep(withoutCaller(input)))
  }
)
