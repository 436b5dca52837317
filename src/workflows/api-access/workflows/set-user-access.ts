import { accessChangeWorkflow } from "./access-change-workflow"
import { setUserAccessStep } from "../steps/set-user-access"

/** Sets a Medusa admin user's administrator flag and/or replaces their roles. */
export const setUserAccessWorkflow = accessChangeWorkflow(
  "plugin-access-set-user-access",
  (i) => ({ kind: "set-user-access", ...i }),
  setUserAccessStep
)
