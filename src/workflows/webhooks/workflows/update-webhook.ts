import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import type { WebhookInput } from "../../../modules/webhooks/webhook-schema"
import { assertWebhookOwnerStep } from "../steps/assert-webhook-owner"
import { assertWebhookTargetStep } from "../steps/assert-webhook-target"
import { updateWebhookStep } from "../steps/webhook-writes"

export type UpdateWebhookInput = Partial<WebhookInput> & {
  id: string
  caller: AccessCaller
}

/** Changes a webhook of the caller's (any, for an administrator); a new address is checked as on create. */
export const updateWebhookWorkflow = createWorkflow(
  "plugin-webhooks-update-webhook",
  (input: WorkflowData<UpdateWebhookInput>) => {
    const owner = transform({ input }, ({ input }) => ({
      ids: [input.id],
      caller: input.caller,
    }))
    assertWebhookOwnerStep(owner)
    assertWebhookTargetStep({ url: input.url })
    const data = transform(
      { input },
      ({ input: { caller: _caller, ...fields } }) => fields
    )
    return new WorkflowResponse(updateWebhookStep(data))
  }
)
