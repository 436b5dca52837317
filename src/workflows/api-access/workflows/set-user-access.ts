import { accessChangeWorkflow } from "./access-change-workflow"
import { SetUserAccessInput, setUserAccessStep } from "../steps/set-user-access"

/** Sets a Medusa admin user's administrator flag and/or replaces their roles. */
export const setUserAccessWorkflow = accessChangeWorkflow(
  "plugin-access-set-user-access",
  (i: SetUserAccessInput) => ({
    kind: "set-user-access",
    userId: i.userId,
    admin: i.admin,
    roleIds: i.roleIds,
  }),
  setUserAccessStep
)
