import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { authorizeByCaller, ByCaller } from "../steps/authorize-access-change"
import { deleteIntegrationsStep } from "../steps/delete-integrations"

/** Deletes integrations; their access tokens stop working. */
export const deleteIntegrationsWorkflow = createWorkflow(
  "plugin-access-delete-integrations",
  (input: WorkflowData<ByCaller<{ ids: string[] }>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "delete-integrations",
      ids: i.ids,
    }))
    return new WorkflowResponse(deleteIntegrationsStep(input.ids))
  }
)
