import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import { webhooks } from "../../../modules/webhooks"
import { assertMayManageWebhooks } from "../../../modules/webhooks/ownership"

const RESET = [
  "status",
  "next_attempt_at",
  "first_attempt_at",
  "lease_until",
] as const

/**
 * Queues a delivery again ("Send again"), with the same event id and a new
 * 24-hour window of retries; a delivery still running is left alone.
 */
export const resendWebhookDeliveryStep = createStep(
  "plugin-webhooks-resend-delivery",
  async (input: { id: string; caller: AccessCaller }, { container }) => {
    const service = webhooks(container)
    const [delivery] = await service.listWebhookDeliveries({ id: input.id })
    const [webhook] = delivery
      ? await service.listWebhooks({ id: delivery.webhook_id })
      : []
    if (!delivery || !webhook) {
      throw new MedusaError(
        MedusaError.Types.NOT_FOUND,
        `No webhook delivery with id ${input.id} exists.`
      )
    }
    assertMayManageWebhooks(input.caller, [webhook], [webhook.id])
    if (delivery.status === "running" || delivery.status === "queued") {
      throw new MedusaError(
        MedusaError.Types.CONFLICT,
        `The delivery is ${delivery.status === "running" ? "being sent right now" : "already queued"}; it can be sent again once it succeeded or failed.`
      )
    }
    const previous = Object.fromEntries(RESET.map((k) => [k, delivery[k]]))
    const now = new Date()
    const queued = await service.updateWebhookDeliveries({
      id: delivery.id,
      status: "queued",
      next_attempt_at: now,
      first_attempt_at: null,
      lease_until: null,
    })
    return new StepResponse(queued, { id: delivery.id, ...previous })
  },
  async (previous, { container }) => {
    if (previous) await webhooks(container).updateWebhookDeliveries(previous)
  }
)
