import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import { ownerOf } from "../../../modules/webhooks/ownership"
import type { WebhookInput } from "../../../modules/webhooks/webhook-schema"
import { assertWebhookQuotaStep } from "../steps/assert-webhook-quota"
import { assertWebhookTargetStep } from "../steps/assert-webhook-target"
import { createWebhookStep } from "../steps/webhook-writes"

export type CreateWebhookInput = WebhookInput & {
  id?: string
  /** A secret of the client's own (at least 32 characters); made when absent. */
  secret?: string
  caller: AccessCaller
}

/**
 * Registers a webhook owned by its creator (at most 50 each, none twice),
 * after checking where it points;
 * answers the webhook and its signing secret (readable only now).
 */
export const createWebhookWorkflow = createWorkflow(
  "plugin-webhooks-create-webhook",
  (input: WorkflowData<CreateWebhookInput>) => {
    assertWebhookTargetStep({ url: input.url })
    const quota = transform({ input }, ({ input }) => ({
      owner: ownerOf(input.caller),
      event_name: input.event_name,
      url: input.url,
    }))
    assertWebhookQuotaStep(quota)
    const data = transform({ input }, ({ input: { caller, ...fields } }) => ({
      ...fields,
      ...ownerOf(caller),
    }))
    return new WorkflowResponse(createWebhookStep(data))
  }
)
