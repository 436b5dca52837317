import { Container, Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { formatBytes, formatDateTime } from "../../lib/format"
import { DetailList, type DetailItem } from "./detail-list"
import { cellText } from "./labels"
import type { InboundRecord } from "./types"

type Props = { record: InboundRecord; profileName?: string }

const when = (at: string | null, by?: string | null) =>
  at ? `${formatDateTime(at)}${by ? ` by ${by}` : ""}` : "–"

const muted = (words: string) => (
  <Text as="span" size="small" className="text-ui-fg-muted">
    {words}
  </Text>
)

/** How often the import pipeline ran on the record: each Process and each Approve is one run. */
function runs(attempts: number): ReactNode {
  if (!attempts) return muted("None yet")
  return (
    <>
      {attempts} {muted("(each Process and each Approve is one run)")}
    </>
  )
}

/** The uploaded file and the record's history: size, checksum, who and when; the order it created is linked in the page header. */
export const RecordFileInfo = ({ record, profileName }: Props) => {
  const items: DetailItem[] = [
    ["File name", <span className="break-all">{record.file_name}</span>],
    [
      "Size",
      `${formatBytes(record.file_size)} (${record.file_size.toLocaleString()} bytes)`,
    ],
    [
      "SHA-256",
      <code className="txt-compact-xsmall break-all font-mono">
        {record.file_sha256}
      </code>,
    ],
    ["Content type", cellText(record.content_type)],
    [
      "Profile",
      <Link
        to={`/b2b-import/profiles/${record.profile_id}`}
        className="text-ui-fg-interactive hover:underline"
      >
        {profileName ?? record.profile_id}
      </Link>,
    ],
    ["Uploaded", when(record.created_at, record.uploaded_by)],
    ["Processed", when(record.processed_at)],
    ["Approved", when(record.approved_at, record.approved_by)],
    ["Import runs", runs(record.attempts)],
    ["Order number in file", cellText(record.external_order_number)],
    ["Order lines", cellText(record.line_count)],
  ]
  return (
    <Container className="flex flex-col gap-y-4 px-6 py-4">
      <Heading level="h2">File and history</Heading>
      <DetailList items={items} />
    </Container>
  )
}
