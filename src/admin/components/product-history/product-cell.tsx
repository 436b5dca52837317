import { Badge, Table, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import type { HistoryEntry } from "./types"

/** A product's name (as recorded) linking to its page; a click on it is not also the row's. */
export const ProductLink = ({ entry }: { entry: HistoryEntry }) => (
  <Link
    to={`/products/${entry.product_id}`}
    className="text-ui-fg-interactive hover:text-ui-fg-interactive-hover block max-w-[220px] truncate"
    onClick={(e) => e.stopPropagation()}
  >
    {entry.product_name || entry.product_id}
  </Link>
)

/** Who changed it (the source when nobody is named), with the source as a badge. */
export const ChangedBy = ({
  by,
  source,
  manual = false,
}: {
  by: string | null
  source: string | null
  /** Typed in with plugin:history:add: its source is what was typed. */
  manual?: boolean
}) => (
  <div className="flex items-center gap-x-2">
    <span className="max-w-[160px] truncate">{by ?? source}</span>
    <Badge size="2xsmall" color="grey">
      {source}
    </Badge>
    {manual && <ByHandBadge />}
  </div>
)

/** Marks an entry written by hand (console): it records a claim, not a captured change. */
export const ByHandBadge = () => (
  <Badge
    size="2xsmall"
    color="orange"
    title="Written by hand with plugin:history:add: source and values are what was typed in"
  >
    by hand
  </Badge>
)

/** The product of an entry: its name as a link to the product page, its number (handle or SKU) below. */
export const ProductCell = ({ entry }: { entry: HistoryEntry }) => (
  <Table.Cell>
    <ProductLink entry={entry} />
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
