import { CONSOLE_CALLER } from "../../../src/modules/api-access/access-rules"
import { RECORD_EVENTS } from "../../../src/modules/webhooks/event-catalogue"
import { webhooks } from "../../../src/modules/webhooks"
import { createWebhookWorkflow } from "../../../src/workflows/webhooks"
import {
  type Call,
  type RecipeBook,
  type RecipeContext,
  unknownHexId,
} from "./types"

const WEBHOOK = "/api/_action/plugin-webhook"
/**
 * A public address given as an IP literal: the target check passes without
 * DNS (no internet here); the contract test never runs the delivery job.
 */
export const CONTRACT_WEBHOOK_URL = "https://93.184.216.34/contract-hook"

const get = (path: string): Call => ({
  method: "get",
  url: `${WEBHOOK}/${path}`,
})
const post = (path: string, data: unknown = {}): Call => ({
  method: "post",
  url: `${WEBHOOK}/${path}`,
  data,
})

/** A webhook of the console (an administrator sees it), answering its id. */
export async function contractWebhook(ctx: RecipeContext): Promise<string> {
  const { result } = await createWebhookWorkflow(ctx.container).run({
    input: {
      name: `Contract webhook ${unknownHexId().slice(0, 8)}`,
      event_name: RECORD_EVENTS.approved,
      url: CONTRACT_WEBHOOK_URL,
      caller: CONSOLE_CALLER,
    },
  })
  return result.webhook.id
}

/** One delivery of a new webhook in `status`, answering its id. */
async function delivery(
  ctx: RecipeContext,
  status: "queued" | "failed"
): Promise<string> {
  const webhookId = await contractWebhook(ctx)
  const [made] = await webhooks(ctx.container).createWebhookDeliveries([
    {
      // Hexadecimal, as the queue makes them (the model's default would be Medusa's ULID).
      id: unknownHexId(),
      webhook_id: webhookId,
      event_id: unknownHexId(),
      event_name: RECORD_EVENTS.approved,
      ordering_key: "contract",
      event_seq: 1,
      occurred_at: new Date(),
      payload: {},
      status,
      attempts: status === "failed" ? 3 : 0,
      next_attempt_at: new Date(Date.now() + 3_600_000),
    },
  ])
  return made.id
}

/** The recipes of `/api/_action/plugin-webhook/*`, by route and status. */
export const WEBHOOK_RECIPES: RecipeBook = {
  [`GET ${WEBHOOK}/events`]: { 200: async () => get("events") },
  [`POST ${WEBHOOK}/renew-secret/:id`]: {
    200: async (ctx) => post(`renew-secret/${await contractWebhook(ctx)}`),
    400: async (ctx) =>
      post(`renew-secret/${await contractWebhook(ctx)}`, { secret: "mine" }),
    404: async () => post(`renew-secret/${unknownHexId()}`),
  },
  [`GET ${WEBHOOK}/deliveries/:id`]: {
    200: async (ctx) => {
      const id = await contractWebhook(ctx)
      await delivery(ctx, "failed")
      return [
        get(`deliveries/${id}`),
        get(`deliveries/${id}?status=failed&limit=5&page=1`),
      ]
    },
    400: async (ctx) =>
      get(`deliveries/${await contractWebhook(ctx)}?status=lost`),
    404: async () => get(`deliveries/${unknownHexId()}`),
  },
  [`POST ${WEBHOOK}/resend/:deliveryId`]: {
    202: async (ctx) => post(`resend/${await delivery(ctx, "failed")}`),
    400: async (ctx) =>
      post(`resend/${await delivery(ctx, "failed")}`, { now: true }),
    404: async () => post(`resend/${unknownHexId()}`),
    // Still waiting to be sent: nothing to send again.
    409: async (ctx) => post(`resend/${await delivery(ctx, "queued")}`),
  },
}
