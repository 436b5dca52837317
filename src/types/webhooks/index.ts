/**
 * The webhook types the admin UI shows, derived from the module's models
 * (InferTypeOf), never copied. The sealed secret is not part of them.
 */
import type { InferTypeOf } from "@medusajs/framework/types"
import type { Webhook as WebhookModel } from "../../modules/webhooks/models/webhook"
import type { WebhookDelivery as DeliveryModel } from "../../modules/webhooks/models/webhook-delivery"
import type { WebhookInput } from "../../modules/webhooks/webhook-schema"
import type { Wire } from "../wire"

// The events with their meaning and the delivery statuses, declared once in the module (constants only).
export {
  DELIVERY_STATUSES,
  WEBHOOK_EVENT_CATALOGUE,
  WEBHOOK_EVENT_NAMES,
  type DeliveryStatus,
  type WebhookEventName,
} from "../../modules/webhooks/event-catalogue"
// The one schema of a webhook's writable fields, for the form's checks (browser-safe: zod and the text rules).
export {
  webhookSchema,
  type WebhookInput,
} from "../../modules/webhooks/webhook-schema"

/** A webhook as `/admin/plugin-webhooks` answers it; its secret is shown once, its sealed form never. */
export type Webhook = Omit<
  Wire<InferTypeOf<typeof WebhookModel>>,
  "deleted_at" | "secret_sealed"
>

/** One line of a webhook's delivery log (`/admin/plugin-webhooks/:id/deliveries`). */
export type WebhookDelivery = Pick<
  Wire<InferTypeOf<typeof DeliveryModel>>,
  | "id"
  | "webhook_id"
  | "status"
  | "event_name"
  | "event_id"
  | "attempts"
  | "last_status_code"
  | "last_error"
  | "last_latency_ms"
  | "response_excerpt"
  | "next_attempt_at"
  | "delivered_at"
  | "created_at"
>

/** What the webhook form sends: every field, `active` included. */
export type WebhookDraft = Required<WebhookInput>

type Page = { count: number; offset: number; limit: number }
export type WebhookList = Page & { webhooks: Webhook[] }
export type WebhookDeliveryList = Page & { deliveries: WebhookDelivery[] }
