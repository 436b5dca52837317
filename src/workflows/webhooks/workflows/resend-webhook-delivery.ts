import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import { resendWebhookDeliveryStep } from "../steps/resend-delivery"

/** "Send again": a finished delivery of the caller's webhook is queued once more, same event id. */
export const resendWebhookDeliveryWorkflow = createWorkflow(
  "plugin-webhooks-resend-delivery",
  (input: WorkflowData<{ id: string; caller: AccessCaller }>) =>
    new WorkflowResponse(resendWebhookDeliveryStep(input))
)
