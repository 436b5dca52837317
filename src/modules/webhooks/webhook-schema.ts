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
