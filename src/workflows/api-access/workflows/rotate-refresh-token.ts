import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  consumeRefreshTokenStep,
  issueRefreshTokenStep,
} from "../steps/refresh-tokens"

/** Rotates a refresh token: the given one is used up, a successor is issued. */
export const rotateRefreshTokenWorkflow = createWorkflow(
  "plugin-access-rotate-refresh-token",
  (input: { token: string; lifetimeSeconds: number }) => {
    const used = consumeRefreshTokenStep(input.token)
    const next = issueRefreshTokenStep({
      userId: used.userId,
      lifetimeSeconds: input.lifetimeSeconds,
    })
    return new WorkflowResponse(next)
  }
)
