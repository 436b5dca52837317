import { Table } from "@medusajs/ui"
import type { FieldMapping } from "./types"
import { PlainTable } from "../common/plain-table"
import { RowButtons } from "../common/row-buttons"

type Props = {
  mappings: FieldMapping[]
  onEdit: (mapping: FieldMapping) => void
  onDelete: (mapping: FieldMapping) => void
}

/** A profile's field mappings in position order, each with Edit and Delete. */
export const MappingsTable = ({ mappings, onEdit, onDelete }: Props) => (
  <PlainTable
    headers={["Position", "Source column", "Target", "Transform", "Required"]}
  >
    {mappings.map((m) => (
      <Table.Row key={m.id}>
        <Table.Cell>{m.position}</Table.Cell>
        <Table.Cell>{m.source}</Table.Cell>
        <Table.Cell>
          <code className="txt-compact-xsmall font-mono">{m.target}</code>
        </Table.Cell>
        <Table.Cell
          className="max-w-[280px] truncate"
          title={m.transform ? JSON.stringify(m.transform) : undefined}
        >
          {m.transform?.length ? (
            <code className="txt-compact-xsmall font-mono">
              {JSON.stringify(m.transform)}
            </code>
          ) : (
            "–"
          )}
        </Table.Cell>
        <Table.Cell>{m.required ? "Yes" : "No"}</Table.Cell>
        <Table.Cell>
          <RowButtons
            buttons={[
              {
                label: "Edit",
                onClick: () => onEdit(m),
                ariaLabel: `Edit mapping ${m.source}`,
              },
              {
                label: "Delete",
                onClick: () => onDelete(m),
                ariaLabel: `Delete mapping ${m.source}`,
              },
            ]}
          />
        </Table.Cell>
      </Table.Row>
    ))}
  </PlainTable>
)
