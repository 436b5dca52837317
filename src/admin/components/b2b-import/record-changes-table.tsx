import { Container, Heading, Table, Text } from "@medusajs/ui"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import type { InboundRecord } from "./types"

/** A changed value as the message writes it: prices with two decimals. */
const changeValue = (field: string, value: unknown) =>
  field === "unitPrice" && typeof value === "number"
    ? value.toFixed(2)
    : cellText(value)

/** The approval view: what approve found changed since the import (prices, SKUs, stock). */
export const RecordChangesTable = ({ record }: { record: InboundRecord }) => {
  const changes = record.changes ?? []
  const waiting = record.status === "awaiting_approval"
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Changes since import</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {waiting
            ? "This order waits for approval. Approve re-checks SKUs, prices and stock and creates the order; what changed since the import is listed here."
            : changes.length
              ? "What Approve found changed since the import."
              : "Nothing changed between import and approval."}
        </Text>
      </div>
      {changes.length > 0 ? (
        <PlainTable
          headers={["Row", "SKU", "Field", "Before", "After", "Message"]}
          actions={false}
        >
          {changes.map((c, i) => (
            <Table.Row key={i}>
              <Table.Cell>{cellText(c.row)}</Table.Cell>
              <Table.Cell>{cellText(c.sku)}</Table.Cell>
              <Table.Cell>{c.field}</Table.Cell>
              <Table.Cell>{changeValue(c.field, c.before)}</Table.Cell>
              <Table.Cell>{changeValue(c.field, c.after)}</Table.Cell>
              <Table.Cell className="whitespace-normal py-2">
                {c.message}
              </Table.Cell>
            </Table.Row>
          ))}
        </PlainTable>
      ) : (
        waiting && (
          <Text size="small" className="px-6 py-4 text-ui-fg-muted">
            No changes found yet.
          </Text>
        )
      )}
    </Container>
  )
}
