import { Table, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import type { HistoryEntry } from "./types"

/** The product of an entry: its name as a link to the product page, its number (handle or SKU) below. */
export const ProductCell = ({ entry }: { entry: HistoryEntry }) => (
  <Table.Cell>
    <Link
      to={`/products/${entry.product_id}`}
      className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover block max-w-[220px] truncate"
      onClick={(e) => e.stopPropagation()}
    >
      {entry.product_name || entry.product_id}
    </Link>
    {entry.product_number && (
      <Text
        size="xsmall"
        className="text-ui-fg-subtle block max-w-[220px] truncate"
      >
        {entry.product_number}
      </Text>
    )}
  </Table.Cell>
)
