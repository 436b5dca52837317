import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newHexId } from "../../../modules/api-access/secrets"
import { webhooks } from "../../../modules/webhooks"
import { newWebhookSecret } from "../../../modules/webhooks/delivery/sign"
import { sealSecret } from "../../../modules/webhooks/delivery/secret-box"
import { softDeleteStep } from "../../utils/soft-delete-step"
import { sealingKey } from "../utils/delivery-settings"

type Fields = Record<string, unknown>

/** Creates a webhook with its secret (the client's, or a new one); answers the row and the secret, the only time it is readable. */
export const createWebhookStep = createStep(
  "plugin-webhooks-create-webhook",
  async (
    { secret: given, ...data }: Fields & { id?: string; secret?: string },
    { container }
  ) => {
    const secret = given ?? newWebhookSecret()
    const webhook = await webhooks(container).createWebhooks({
      ...data,
      id: data.id ?? newHexId(),
      secret_sealed: sealSecret(secret, sealingKey(container)),
    })
    return new StepResponse({ webhook, secret }, webhook.id)
  },
  async (id, { container }) => {
    if (id) await webhooks(container).deleteWebhooks(id)
  }
)

/**
 * Changes a webhook; switching it on again starts a new count of failures
 * (a webhook switched off after 24 hours of them is switched on by hand).
 */
export const updateWebhookStep = createStep(
  "plugin-webhooks-update-webhook",
  async (data: Fields & { id: string }, { container }) => {
    const service = webhooks(container)
    const before = (await service.retrieveWebhook(data.id)) as Fields
    const fresh =
      data.active === true && before.active === false
        ? {
            error_count: 0,
            failing_since: null,
            deactivated_at: null,
            deactivation_reason: null,
          }
        : {}
    const change = { ...data, ...fresh }
    const webhook = await service.updateWebhooks(change)
    const previous = Object.fromEntries(
      Object.keys(change).map((key) => [key, before[key]])
    )
    return new StepResponse(webhook, { ...previous, id: data.id })
  },
  async (previous, { container }) => {
    if (previous) await webhooks(container).updateWebhooks(previous)
  }
)

/** A new secret for a webhook: deliveries from now on are signed with it; answers it once. */
export const renewWebhookSecretStep = createStep(
  "plugin-webhooks-renew-secret",
  async (input: { id: string }, { container }) => {
    const service = webhooks(container)
    const before = await service.retrieveWebhook(input.id)
    const secret = newWebhookSecret()
    await service.updateWebhooks({
      id: input.id,
      secret_sealed: sealSecret(secret, sealingKey(container)),
    })
    return new StepResponse(
      { id: input.id, secret },
      { id: input.id, secret_sealed: before.secret_sealed }
    )
  },
  async (previous, { container }) => {
    if (previous) await webhooks(container).updateWebhooks(previous)
  }
)

/** Soft-deletes webhooks (restored on compensation); their queued deliveries stop with them. */
export const deleteWebhooksStep = softDeleteStep(
  "plugin-webhooks-delete-webhooks",
  webhooks,
  "Webhooks"
)
