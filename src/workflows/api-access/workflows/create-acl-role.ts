import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { AclRoleInput, createAclRoleStep } from "../steps/acl-roles"
import {
  authorizeByCaller,
  ByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"

/** Creates a role from privileges of the privilege table. */
export const createAclRoleWorkflow = createWorkflow(
  "plugin-access-create-role",
  (input: WorkflowData<ByCaller<AclRoleInput>>) => {
    authorizeByCaller(input, (i) => ({
      kind: "create-role",
      privileges: i.privileges,
    }))
    return new WorkflowResponse(createAclRoleStep(withoutCaller(input)))
  }
)
