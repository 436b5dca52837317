import { model } from "@medusajs/framework/utils"
import { WEBHOOK_EVENT_NAMES } from "../event-catalogue"

/**
 * A webhook (Shopware's `webhook` entity): an event, a target address and
 * the secret its deliveries are signed with. The secret is stored sealed
 * (delivery/secret-box.ts), not hashed: signing needs it. Owned by the
 * integration or admin user that created it.
 */
export const Webhook = model
  .define(
    { name: "Webhook", tableName: "plugin_webhook" },
    {
      id: model.id().primaryKey(),
      name: model.text().searchable(),
      event_name: model.enum([...WEBHOOK_EVENT_NAMES]),
      url: model.text(),
      active: model.boolean().default(true),
      /** Failed attempts since the last successful one (each retry counts). */
      error_count: model.number().default(0),
      secret_sealed: model.text(),
      integration_id: model.text().nullable(),
      user_id: model.text().nullable(),
      /** When the current run of failures began; 24 hours later the webhook is switched off. */
      failing_since: model.dateTime().nullable(),
      deactivated_at: model.dateTime().nullable(),
      deactivation_reason: model.text().nullable(),
      last_success_at: model.dateTime().nullable(),
    }
  )
  .indexes([
    { on: ["event_name"], where: "active = true AND deleted_at IS NULL" },
    { on: ["integration_id"] },
  ])
