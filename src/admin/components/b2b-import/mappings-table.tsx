import { Button, Table } from "@medusajs/ui"
import type { FieldMapping } from "./types"
import { PlainTable } from "../common/plain-table"

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
        <Table.Cell className="text-right">
          <div className="flex justify-end gap-x-1">
            <Button
              size="small"
              variant="transparent"
              onClick={() => onEdit(m)}
              aria-label={`Edit mapping ${m.source}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              variant="transparent"
              onClick={() => onDelete(m)}
              aria-label={`Delete mapping ${m.source}`}
            >
              Delete
            </Button>
          </div>
        </Table.Cell>
      </Table.Row>
    ))}
  </PlainTable>
)
