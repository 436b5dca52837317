import {
  createWorkflow,
  transform,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import { assertWebhookOwnerStep } from "../steps/assert-webhook-owner"
import { renewWebhookSecretStep } from "../steps/webhook-writes"

/** A new signing secret for a webhook of the caller's; answers it, the only time it is readable. */
export const renewWebhookSecretWorkflow = createWorkflow(
  "plugin-webhooks-renew-secret",
  (input: WorkflowData<{ id: string; caller: AccessCaller }>) => {
    const owner = transform({ input }, ({ input }) => ({
      ids: [input.id],
      caller: input.caller,
    }))
    assertWebhookOwnerStep(owner)
    return new WorkflowResponse(renewWebhookSecretStep({ id: input.id }))
  }
)
