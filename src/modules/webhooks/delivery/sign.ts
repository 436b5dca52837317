import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * The header Shopware sends with every app webhook: the hex HMAC-SHA256 of
 * the raw request body under the shared secret (Shopware's RequestSigner /
 * the App SDK's RequestVerifier read the same name).
 */
export const SIGNATURE_HEADER = "shopware-shop-signature"
/**
 * Shopware sends no such headers: its webhooks carry the time as `timestamp`
 * (unix seconds) and the event id as `source.eventId` inside the signed body.
 * We send both again as headers, named in Shopware's style, so a receiver can
 * route or drop a replay before parsing; the signed body stays the authority.
 */
export const TIMESTAMP_HEADER = "shopware-shop-timestamp"
export const EVENT_ID_HEADER = "shopware-shop-event-id"

const HEX_SHA256 = /^[0-9a-f]{64}$/

/** Lowercase hex HMAC-SHA256 of the raw body, as PHP's hash_hmac('sha256', $body, $secret). */
export function signWebhookBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("hex")
}

/** Whether `signature` is the body's signature under `secret`, compared in constant time. */
export function verifyWebhookSignature(
  body: string,
  secret: string,
  signature: string
): boolean {
  const given = signature.trim().toLowerCase()
  if (!HEX_SHA256.test(given)) {
    return false
  }
  const expected = Buffer.from(signWebhookBody(body, secret), "hex")
  return timingSafeEqual(expected, Buffer.from(given, "hex"))
}

/** A new per-webhook secret: 32 random bytes, base64url (43 characters). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString("base64url")
}
