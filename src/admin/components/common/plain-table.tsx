import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"

type Props = {
  /** Column headings; a last "Actions" column is added, right-aligned. */
  headers: string[]
  children: ReactNode
}

/** The frame of the plugin's tables: headings, an actions column, scrolling sideways on narrow screens. */
export const PlainTable = ({ headers, children }: Props) => (
  <div className="overflow-x-auto">
    <Table>
      <Table.Header>
        <Table.Row>
          {headers.map((h) => (
            <Table.HeaderCell key={h}>{h}</Table.HeaderCell>
          ))}
          <Table.HeaderCell className="text-right">Actions</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table>
  </div>
)
