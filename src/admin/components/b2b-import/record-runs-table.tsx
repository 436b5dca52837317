import { Container, Heading, Table, Text } from "@medusajs/ui"
import { browserTimeZone, formatDateTime } from "../../lib/format"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import { RecordStatusBadge } from "./record-status-badge"
import type { InboundRecord, InboundStatus } from "./types"

const ACTION_LABEL: Record<string, string> = {
  process: "Processed",
  approve: "Approved",
  replace_file: "File replaced",
}

/** The record's history of runs, oldest first: what ran, who ran it, on which file, and where it left the record. */
export const RecordRunsTable = ({ record }: { record: InboundRecord }) => {
  const runs = record.runs ?? []
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Runs</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {runs.length
            ? `Every run and file replacement, oldest first. Times in ${browserTimeZone}.`
            : "Not processed yet."}
        </Text>
      </div>
      {runs.length > 0 && (
        <PlainTable
          headers={[
            "Finished",
            "Action",
            "Status",
            "By",
            "File",
            "Errors",
            "Note",
          ]}
          actions={false}
        >
          {runs.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell className="whitespace-nowrap">
                {formatDateTime(r.finished_at)}
              </Table.Cell>
              <Table.Cell>{ACTION_LABEL[r.action] ?? r.action}</Table.Cell>
              <Table.Cell className="whitespace-nowrap">
                <RecordStatusBadge status={r.status as InboundStatus} />
              </Table.Cell>
              <Table.Cell>{cellText(r.actor)}</Table.Cell>
              <Table.Cell
                className="max-w-[200px] truncate"
                title={r.file_name}
              >
                {r.file_name}
              </Table.Cell>
              <Table.Cell className="text-right">{r.error_count}</Table.Cell>
              <Table.Cell className="whitespace-normal py-2">
                {cellText(r.note ?? r.error_message)}
              </Table.Cell>
            </Table.Row>
          ))}
        </PlainTable>
      )}
    </Container>
  )
}
