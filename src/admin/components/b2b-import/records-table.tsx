import { Badge, Table, Text } from "@medusajs/ui"
import { LinkRow, RowLink } from "../common/link-row"
import { browserTimeZone, formatDateTime } from "../../lib/format"
import { cellText } from "./labels"
import { RecordStatusBadge } from "./record-status-badge"
import type { InboundRecord } from "./types"

type Props = { records: InboundRecord[]; profileNames?: Map<string, string> }

/** Inbound records as a table; the file name links to the record, a click on the row opens it too. */
export const RecordsTable = ({ records, profileNames }: Props) => {
  return (
    <Table>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>File name</Table.HeaderCell>
          <Table.HeaderCell>Profile</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
          <Table.HeaderCell>Order number</Table.HeaderCell>
          <Table.HeaderCell className="text-right">Lines</Table.HeaderCell>
          <Table.HeaderCell>Uploaded by</Table.HeaderCell>
          <Table.HeaderCell title={`Times in ${browserTimeZone}`}>
            Uploaded at
          </Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {records.map((r) => (
          <LinkRow key={r.id} to={`/b2b-import/${r.id}`}>
            <Table.Cell className="max-w-[260px] truncate">
              <RowLink to={`/b2b-import/${r.id}`}>{r.file_name}</RowLink>
            </Table.Cell>
            <Table.Cell>
              {profileNames
                ? (profileNames.get(r.profile_id) ?? (
                    <Text size="small" className="text-ui-fg-muted">
                      Deleted profile
                    </Text>
                  ))
                : "–"}
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              <RecordStatusBadge status={r.status} />
              {r.hold && (
                <Badge
                  size="2xsmall"
                  color="purple"
                  className="ml-1"
                  title="Held: the job and bulk runs leave it until someone processes it"
                >
                  Held
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{cellText(r.external_order_number)}</Table.Cell>
            <Table.Cell className="text-right">
              {cellText(r.line_count)}
            </Table.Cell>
            <Table.Cell>{cellText(r.uploaded_by)}</Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              {formatDateTime(r.created_at)}
            </Table.Cell>
          </LinkRow>
        ))}
      </Table.Body>
    </Table>
  )
}
