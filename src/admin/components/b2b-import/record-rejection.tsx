import { Text } from "@medusajs/ui"
import { formatDateTime } from "../../lib/format"
import type { InboundRecord } from "./types"

/** Why, by whom and when a rejected record was rejected. */
export const RecordRejection = ({ record }: { record: InboundRecord }) =>
  record.status === "rejected" ? (
    <div className="rounded-md border border-ui-border-base bg-ui-bg-subtle px-3 py-2">
      <Text size="small" weight="plus">
        Rejected
        {record.rejected_by ? ` by ${record.rejected_by}` : ""}
        {record.rejected_at ? ` on ${formatDateTime(record.rejected_at)}` : ""}
      </Text>
      <Text size="small">{record.rejection_reason}</Text>
    </div>
  ) : null
