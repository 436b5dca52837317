import { Container, Heading, Table, Text } from "@medusajs/ui"
import { PlainTable } from "../common/plain-table"
import { cellText } from "./labels"
import type { RowError } from "./types"

/** The row-level problems of the last run: where, what value, and why in words. */
export const RecordErrorsTable = ({ errors }: { errors: RowError[] }) => (
  <Container className="divide-y p-0">
    <div className="px-6 py-4">
      <Heading level="h2">Row errors</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {errors.length
          ? `${errors.length} problem${errors.length === 1 ? "" : "s"} found in the file.`
          : "No row errors."}
      </Text>
    </div>
    {errors.length > 0 && (
      <PlainTable
        headers={["Row", "Column", "Value", "Code", "Message"]}
        actions={false}
      >
        {errors.map((e, i) => (
          <Table.Row key={i}>
            <Table.Cell>{cellText(e.row)}</Table.Cell>
            <Table.Cell>{cellText(e.column)}</Table.Cell>
            <Table.Cell
              className="max-w-[200px] truncate"
              title={cellText(e.value)}
            >
              {cellText(e.value)}
            </Table.Cell>
            <Table.Cell>
              <code className="txt-compact-xsmall font-mono">{e.code}</code>
            </Table.Cell>
            <Table.Cell className="whitespace-normal py-2">
              {e.message}
            </Table.Cell>
          </Table.Row>
        ))}
      </PlainTable>
    )}
  </Container>
)
