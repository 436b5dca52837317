import { z } from "@medusajs/framework/zod"
import { adminFindParams, searchParam } from "../../utils/find-params"
import { DELIVERY_STATUSES } from "../../../modules/webhooks/event-catalogue"
import { webhookSchema } from "../../../modules/webhooks/webhook-schema"
import { adminWriteSchemas } from "../../../utils/patch-schema"

/** A webhook's fields are the module's one schema (webhook-schema.ts). */
const webhookWrites = adminWriteSchemas(webhookSchema)
export const AdminCreateWebhook = webhookWrites.create
export type AdminCreateWebhookType = z.infer<typeof AdminCreateWebhook>
export const AdminUpdateWebhook = webhookWrites.update
export type AdminUpdateWebhookType = z.infer<typeof AdminUpdateWebhook>

export const AdminWebhookListParams = adminFindParams({
  order: "-created_at",
}).extend({
  /** Part of the name or the address. */
  q: searchParam,
})
export type AdminWebhookListParamsType = z.infer<typeof AdminWebhookListParams>

/** A webhook's delivery log, newest first. */
export const AdminWebhookDeliveryListParams = adminFindParams({
  order: "-created_at",
}).extend({
  /** Only deliveries in these statuses (`status[]=failed&status[]=queued`, or `status=failed`). */
  status: z
    .union([z.enum(DELIVERY_STATUSES), z.array(z.enum(DELIVERY_STATUSES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
})
export type AdminWebhookDeliveryListParamsType = z.infer<
  typeof AdminWebhookDeliveryListParams
>
