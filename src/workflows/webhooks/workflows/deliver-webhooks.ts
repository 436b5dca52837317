import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { deliverDueWebhooksStep } from "../steps/deliver-due-webhooks"

/** Sends every webhook delivery that is due (several instances may run it at once: each claims its own). */
export const deliverWebhooksWorkflow = createWorkflow(
  "plugin-webhooks-deliver",
  () => new WorkflowResponse(deliverDueWebhooksStep({}))
)
