import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { UpdateAclRoleInput, updateAclRoleStep } from "../steps/acl-roles"
import {
  authorizeByCaller,
  ByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"

/** Changes a role's name, description or privileges. */
export const updateAclRoleWorkflow = createWorkflow(
  "plugin-access-update-role",
  (input: WorkflowData<ByCaller<UpdateAclRoleInput>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "update-role",
      id: i.id,
      privileges: i.privileges,
    }))
    return new WorkflowResponse(updateAclRoleStep(withoutCaller(input)))
  }
)
