import { z } from "@medusajs/framework/zod"
import { hexIdSchema } from "../../modules/api-access/schemas"
import {
  DELIVERY_STATUSES,
  WEBHOOK_EVENT_CATALOGUE,
} from "../../modules/webhooks/event-catalogue"
import { webhookBodySchema } from "../../modules/webhooks/payload-schema"
import {
  renewWebhookSecretWorkflow,
  resendWebhookDeliveryWorkflow,
} from "../../workflows/webhooks"
import { callerOf } from "../auth/actors"
import { listDeliveries, deliveryWireSchema } from "./webhook-deliveries"
import { typedRoute } from "./typed-route"
import type { ApiRoute } from "./types"

const TAG = "Webhooks"

/** `/api/_action/plugin-webhook/*`: what the webhook entity's CRUD does not cover. */
export const webhookActionRoutes: ApiRoute[] = [
  typedRoute({
    method: "get",
    path: "/api/_action/plugin-webhook/events",
    operationId: "pluginWebhookEvents",
    summary:
      "The events a webhook can subscribe to, and the body every delivery carries (signed in the header shopware-shop-signature: hex HMAC-SHA256 of the raw body under the webhook's secret)",
    tag: TAG,
    privileges: ["webhook:read"],
    responses: {
      200: {
        description:
          "Event names with what they mean; `body` documents a delivery",
        schema: z.object({
          events: z.array(
            z.object({ name: z.string(), description: z.string() })
          ),
          body: webhookBodySchema.meta({ id: "WebhookBody" }).optional(),
        }),
      },
    },
    handler: async (_req, res) => {
      res.json({
        events: Object.entries(WEBHOOK_EVENT_CATALOGUE).map(
          ([name, description]) => ({ name, description })
        ),
      })
    },
  }),
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-webhook/renew-secret/:id",
    operationId: "pluginWebhookRenewSecret",
    summary:
      "A new signing secret for a webhook: deliveries from now on are signed with it; answered only here, once",
    tag: TAG,
    privileges: ["webhook:update"],
    params: z.object({ id: hexIdSchema }),
    body: z.object({}).strict(),
    responses: {
      200: {
        description: "The new secret (store it: it is not shown again)",
        schema: z.object({ id: hexIdSchema, secret: z.string() }),
      },
    },
    errors: [404],
    handler: async (req, res) => {
      const { result } = await renewWebhookSecretWorkflow(req.scope).run({
        input: { id: req.apiInput.params.id, caller: callerOf(req.apiActor) },
      })
      res.json(result)
    },
  }),
  typedRoute({
    method: "get",
    path: "/api/_action/plugin-webhook/deliveries/:id",
    operationId: "pluginWebhookDeliveries",
    summary:
      "A webhook's delivery log, newest first (Shopware's webhook_event_log)",
    tag: TAG,
    privileges: ["webhook:read"],
    params: z.object({ id: hexIdSchema }),
    query: z.object({
      status: z.enum(DELIVERY_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(25),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    responses: {
      200: {
        description: "Deliveries and their total",
        schema: z.object({
          total: z.number().int(),
          data: z.array(deliveryWireSchema),
        }),
      },
    },
    errors: [404],
    handler: async (req, res) => {
      const { params, query } = req.apiInput
      res.json(
        await listDeliveries(
          req.scope,
          callerOf(req.apiActor),
          params.id,
          query
        )
      )
    },
  }),
  typedRoute({
    method: "post",
    path: "/api/_action/plugin-webhook/resend/:deliveryId",
    operationId: "pluginWebhookResend",
    summary:
      "Send a finished delivery again (same event id, a new 24-hour window of retries)",
    tag: TAG,
    privileges: ["webhook:update"],
    params: z.object({ deliveryId: hexIdSchema }),
    body: z.object({}).strict(),
    responses: {
      202: {
        description: "Queued; the next delivery run sends it",
        schema: z.object({
          deliveryId: hexIdSchema,
          status: z.literal("queued"),
        }),
      },
    },
    errors: [404, 409],
    handler: async (req, res) => {
      const deliveryId = req.apiInput.params.deliveryId
      await resendWebhookDeliveryWorkflow(req.scope).run({
        input: { id: deliveryId, caller: callerOf(req.apiActor) },
      })
      res.status(202).json({ deliveryId, status: "queued" })
    },
  }),
]
