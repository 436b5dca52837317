import { listQueryConfig } from "../../utils/find-params"

/** Fields of a webhook in `/admin` answers; the sealed secret never leaves the module. */
export const WEBHOOK_FIELDS = [
  "id",
  "name",
  "event_name",
  "url",
  "active",
  "error_count",
  "failing_since",
  "deactivated_at",
  "deactivation_reason",
  "last_success_at",
  "created_at",
  "updated_at",
  "integration_id",
  "user_id",
]

/** Fields of a delivery in the log; its payload is the event's, not shown in the list. */
export const DELIVERY_FIELDS = [
  "id",
  "webhook_id",
  "status",
  "event_name",
  "event_id",
  "attempts",
  "last_status_code",
  "last_error",
  "last_latency_ms",
  "response_excerpt",
  "next_attempt_at",
  "delivered_at",
  "created_at",
]

export const listWebhooksQueryConfig = listQueryConfig(WEBHOOK_FIELDS)
export const listDeliveriesQueryConfig = listQueryConfig(DELIVERY_FIELDS)
