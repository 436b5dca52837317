import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"

type Props = {
  /** Column headings; a heading may be an element (e.g. with a title). */
  headers: ReactNode[]
  /** Adds a last "Actions" column, right-aligned (default). */
  actions?: boolean
  /**
   * Names the table's scrolling box, which then takes the keyboard focus, so
   * that arrow keys scroll a table wider than the screen (axe:
   * scrollable-region-focusable).
   */
  label?: string
  children: ReactNode
}

/** The frame of the plugin's tables: headings, an actions column, scrolling sideways on narrow screens. */
export const PlainTable = ({
  headers,
  actions = true,
  label,
  children,
}: Props) => (
  <div
    className="overflow-x-auto"
    {...(label ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}
  >
    <Table>
      <Table.Header>
        <Table.Row>
          {headers.map((h, i) => (
            <Table.HeaderCell key={i}>{h}</Table.HeaderCell>
          ))}
          {actions && (
            <Table.HeaderCell className="text-right">Actions</Table.HeaderCell>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table>
  </div>
)
