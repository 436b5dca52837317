// zod itself (which @medusajs/framework/zod re-exports): the admin UI bundles this file too.
import { z } from "zod"
import { nameText } from "../../utils/text-rule"
import { WEBHOOK_EVENT_NAMES } from "./event-catalogue"

/** Longest target address a webhook takes. */
export const WEBHOOK_URL_MAX = 2048

/**
 * A webhook's fields a client writes, declared once in snake_case: the
 * `/admin` validators take them as they are, the `/api` entity `webhook`
 * renames them to camelCase (Shopware's `eventName`), OpenAPI follows, the
 * admin form checks a draft with them. Where the URL may point is checked
 * by the workflows (they know the shop's rules and resolve the host).
 */
export const webhookSchema = z.object({
  name: nameText("name"),
  event_name: z
    .enum(WEBHOOK_EVENT_NAMES)
    .describe("The event the webhook is called for"),
  url: z
    .string()
    .max(WEBHOOK_URL_MAX, `must be at most ${WEBHOOK_URL_MAX} characters`)
    .regex(/^https?:\/\/\S+$/i, "must be an http:// or https:// address")
    .describe("Where the event is POSTed"),
  active: z
    .boolean()
    .optional()
    .describe(
      "Whether events are delivered; a webhook failing for 24 hours is switched off"
    ),
})
export type WebhookInput = z.infer<typeof webhookSchema>

/** What the shop keeps of a webhook beside its written fields (read-only on both dialects; never its secret). */
export const webhookStateSchema = z.object({
  error_count: z
    .number()
    .int()
    .describe(
      "Failed attempts since the last successful one (each retry counts)"
    ),
  failing_since: z
    .date()
    .nullable()
    .describe(
      "When the current run of failures began; after 24 hours the webhook is switched off"
    ),
  deactivated_at: z.date().nullable(),
  deactivation_reason: z.string().nullable(),
  last_success_at: z.date().nullable(),
  integration_id: z
    .string()
    .nullable()
    .describe("The integration that owns the webhook (null: an admin user's)"),
  user_id: z
    .string()
    .nullable()
    .describe("The admin user that owns the webhook"),
})

/** A secret of the client's own; without one the shop makes one and answers it once. */
export const webhookSecretSchema = z
  .string()
  .min(32, "must be at least 32 characters")
  .max(512, "must be at most 512 characters")
  .regex(/^\S+$/, "must not contain spaces")
  .refine(
    (secret) => new Set(secret).size >= 10,
    "must be random: at least 10 different characters (e.g. 32 random bytes in hex or base64)"
  )
