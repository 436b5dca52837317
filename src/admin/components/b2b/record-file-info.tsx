import { Container, Heading, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { formatBytes, formatDateTime } from "../../lib/format"
import { DetailList, type DetailItem } from "./detail-list"
import { cellText } from "./labels"
import type { InboundRecord } from "./types"

type Props = { record: InboundRecord; profileName?: string }

const when = (at: string | null, by?: string | null) => (at ? `${formatDateTime(at)}${by ? ` by ${by}` : ""}` : "–")

/** The uploaded file and the record's history: size, checksum, who and when, the order it created. */
export const RecordFileInfo = ({ record, profileName }: Props) => {
  const orderId = record.order?.id ?? record.order_id
  const items: DetailItem[] = [
    ["File name", <span className="break-all">{record.file_name}</span>],
    ["Size", `${formatBytes(record.file_size)} (${record.file_size.toLocaleString()} bytes)`],
    ["SHA-256", <code className="txt-compact-xsmall break-all font-mono">{record.file_sha256}</code>],
    ["Content type", cellText(record.content_type)],
    [
      "Profile",
      <Link to={`/b2b-import/profiles/${record.profile_id}`} className="text-ui-fg-interactive hover:underline">
        {profileName ?? record.profile_id}
      </Link>,
    ],
    ["Uploaded", when(record.created_at, record.uploaded_by)],
    ["Processed", when(record.processed_at)],
    ["Approved", when(record.approved_at, record.approved_by)],
    ["Runs", String(record.attempts)],
    ["Order number", cellText(record.external_order_number)],
    ["Lines", cellText(record.line_count)],
    [
      "Order",
      orderId ? (
        <Link to={`/orders/${orderId}`} className="text-ui-fg-interactive hover:underline">
          {record.order?.display_id ? `Order #${record.order.display_id}` : "Open the order"}
        </Link>
      ) : (
        <Text as="span" size="small" className="text-ui-fg-muted">No order yet</Text>
      ),
    ],
  ]
  return (
    <Container className="flex flex-col gap-y-4 px-6 py-4">
      <Heading level="h2">File and history</Heading>
      <DetailList items={items} />
    </Container>
  )
}
