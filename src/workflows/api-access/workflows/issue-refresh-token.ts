import { stepWorkflow } from "../../utils/step-workflow"
import { issueRefreshTokenStep } from "../steps/refresh-tokens"

/** Issues the refresh token of a password login. */
export const issueRefreshTokenWorkflow = stepWorkflow(
  "plugin-access-issue-refresh-token",
  issueRefreshTokenStep
)
