import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { issueRefreshTokenStep } from "../steps/refresh-tokens"

/** Issues the refresh token of a password login. */
export const issueRefreshTokenWorkflow = createWorkflow(
  "plugin-access-issue-refresh-token",
  (input: { userId: string; lifetimeSeconds: number }) =>
    new WorkflowResponse(issueRefreshTokenStep(input))
)
