import { MedusaError } from "@medusajs/framework/utils"

/** Stable codes of the webhook delivery library's refusals. */
export const WEBHOOK_DELIVERY_ERROR_CODES = {
  /** The URL, or an address its host resolves to, is not an allowed target. */
  TARGET_REFUSED: "PLUGIN_WEBHOOKS__TARGET_REFUSED",
  /** A stored secret cannot be decrypted (key changed or data altered). */
  SECRET_UNREADABLE: "PLUGIN_WEBHOOKS__SECRET_UNREADABLE",
} as const
export type WebhookDeliveryErrorCode =
  (typeof WEBHOOK_DELIVERY_ERROR_CODES)[keyof typeof WEBHOOK_DELIVERY_ERROR_CODES]

export function webhookDeliveryError(
  type: keyof typeof MedusaError.Types,
  code: WebhookDeliveryErrorCode,
  message: string
): MedusaError {
  return new MedusaError(MedusaError.Types[type], message, code)
}
