import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { deleteAclRolesStep } from "../steps/acl-roles"
import { authorizeByCaller, ByCaller } from "../steps/authorize-access-change"

/** Deletes roles. */
export const deleteAclRolesWorkflow = createWorkflow(
  "plugin-access-delete-roles",
  (input: WorkflowData<ByCaller<{ ids: string[] }>>) => {
    authorizeByCaller(input, (i) => ({ kind: "delete-roles", ids: i.ids }))
    return new WorkflowResponse(deleteAclRolesStep(input.ids))
  }
)
