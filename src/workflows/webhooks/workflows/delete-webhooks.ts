import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import { assertWebhookOwnerStep } from "../steps/assert-webhook-owner"
import { deleteWebhooksStep } from "../steps/webhook-writes"

/** Deletes webhooks of the caller's (any, for an administrator); their queued deliveries are not sent. */
export const deleteWebhooksWorkflow = createWorkflow(
  "plugin-webhooks-delete-webhooks",
  (input: WorkflowData<{ ids: string[]; caller: AccessCaller }>) => {
    assertWebhookOwnerStep(input)
    return new WorkflowResponse(deleteWebhooksStep(input.ids))
  }
)
