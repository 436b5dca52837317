import { createStep } from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import { webhooks } from "../../../modules/webhooks"
import { assertMayManageWebhooks } from "../../../modules/webhooks/ownership"

/** Refuses, as not found, webhooks that do not exist or belong to another API account (administrators manage all). Only reads. */
export const assertWebhookOwnerStep = createStep(
  "plugin-webhooks-assert-owner",
  async (input: { ids: string[]; caller: AccessCaller }, { container }) => {
    const found = await webhooks(container).listWebhooks(
      { id: input.ids },
      { select: ["id", "integration_id", "user_id"] }
    )
    assertMayManageWebhooks(input.caller, found, input.ids)
  }
)
