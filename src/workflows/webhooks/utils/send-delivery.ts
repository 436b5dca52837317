import { createHash } from "node:crypto"
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signWebhookBody,
} from "../../../modules/webhooks/delivery/sign"
import { openSecret } from "../../../modules/webhooks/delivery/secret-box"
import { nextAttemptAt } from "../../../modules/webhooks/delivery/backoff"
import {
  sendWebhook,
  type DeliveryAttempt,
} from "../../../modules/webhooks/delivery/send-webhook"
import type { TargetPolicy } from "../../../modules/webhooks/delivery/target-guard"
import type {
  AttemptOutcome,
  ClaimedDelivery,
} from "../../../modules/webhooks/repositories/deliveries"

/** The version of the body's form (Shopware's `source.appVersion`). */
export const WEBHOOK_BODY_VERSION = "1.0.0"

/** A shop's stable id for `source.shopId`: 16 hex characters of its address's SHA-256. */
export const shopIdOf = (shopUrl: string) =>
  createHash("sha256").update(shopUrl).digest("hex").slice(0, 16)

/** Longest error text kept of an attempt. */
const ERROR_MAX = 1000

/**
 * The body a receiver gets, in Shopware's webhook form: the event and its
 * data, where it comes from (with the event id receivers deduplicate by),
 * and the time of this attempt, which the signature covers (replays of an
 * old body are told by it).
 */
export function webhookBody(
  delivery: ClaimedDelivery,
  shopUrl: string,
  now: Date
) {
  const timestamp = Math.floor(now.getTime() / 1000)
  const body = JSON.stringify({
    data: { event: delivery.event_name, payload: delivery.payload },
    source: {
      url: shopUrl,
      // Shopware's app SDKs find the shop by shopId; here a stable one derived from the shop's address.
      shopId: shopIdOf(shopUrl),
      appVersion: WEBHOOK_BODY_VERSION,
      eventId: delivery.event_id,
    },
    timestamp,
  })
  return { body, timestamp }
}

/** Sends one claimed delivery, signed; answers the outcome with the next try (null: 24 hours are up). */
export async function sendDelivery(
  delivery: ClaimedDelivery,
  settings: { shopUrl: string; policy: TargetPolicy; sealingKey: string }
): Promise<AttemptOutcome> {
  const now = new Date()
  let attempt: DeliveryAttempt
  try {
    const secret = openSecret(delivery.secret_sealed, settings.sealingKey)
    const { body, timestamp } = webhookBody(delivery, settings.shopUrl, now)
    attempt = await sendWebhook(
      {
        url: delivery.url,
        body,
        headers: {
          [SIGNATURE_HEADER]: signWebhookBody(body, secret),
          [TIMESTAMP_HEADER]: String(timestamp),
          [EVENT_ID_HEADER]: delivery.event_id,
        },
      },
      settings.policy
    )
  } catch (error) {
    // The secret cannot be opened (the shop's JWT secret changed): renewing the webhook's secret fixes it.
    attempt = {
      ok: false,
      statusCode: null,
      error: error instanceof Error ? error.message : String(error),
      latencyMs: 0,
      responseExcerpt: null,
    }
  }
  const first = delivery.first_attempt_at ?? now
  return {
    ...attempt,
    error: attempt.error?.slice(0, ERROR_MAX) ?? null,
    nextAttemptAt: attempt.ok
      ? null
      : nextAttemptAt(new Date(first), delivery.attempts + 1, now),
  }
}
