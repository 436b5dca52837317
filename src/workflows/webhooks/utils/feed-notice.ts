import type { CreateNotificationDTO } from "@medusajs/framework/types"
import type { OutboxEvent } from "../../../modules/webhooks/repositories/deliveries"

type RecordFacts = {
  id: string
  file_name: string
  external_order_number: string | null
  error_message: string | null
}

/** The admin's path of a record's page (src/admin/routes/b2b-import/[id]). */
export const recordAdminPath = (id: string) => `/app/b2b-import/${id}`

/** Longest description the feed shows of a record's problem. */
const PROBLEM_MAX = 300

/**
 * A feed notification of a record that waits for approval or needs
 * attention, in words; once per record and status.
 */
export function feedNotice(
  event: OutboxEvent,
  record: RecordFacts
): CreateNotificationDTO {
  const status = String(event.payload.status)
  const waiting = status === "awaiting_approval"
  const order = record.external_order_number
    ? `order ${record.external_order_number} (${record.file_name})`
    : record.file_name
  const problem = record.error_message
    ? ` ${record.error_message.slice(0, PROBLEM_MAX)}`
    : ""
  const path = recordAdminPath(record.id)
  return {
    to: "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: `plugin-b2b-record:${record.id}:${status}`,
    resource_id: record.id,
    resource_type: "plugin_b2b_inbound_record",
    data: {
      title: waiting
        ? "An order file waits for your approval"
        : "An order file needs attention",
      description: waiting
        ? `B2B import: ${order} went through the checks. Open the record to approve or reject it: ${path}`
        : `B2B import: ${order} could not become an order (${status}).${problem} Open the record to fix it: ${path}`,
      url: path,
      record_id: record.id,
    },
  }
}
