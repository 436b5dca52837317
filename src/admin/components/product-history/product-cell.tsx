import { Badge, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { usePluginTranslation } from "../../lib/i18n"
import { useHistoryLabels } from "./field-labels"
import type { HistoryEntry } from "./types"

/**
 * A product's name (as recorded) linking to its page, for the mouse: the
 * row's one tab stop is its key cell, and the drawer holds the same link for
 * the keyboard. A click on it is not also the row's.
 */
export const ProductLink = ({ entry }: { entry: HistoryEntry }) => (
  <Link
    to={`/products/${entry.product_id}`}
    tabIndex={-1}
    className="text-ui-fg-base block truncate underline-offset-2 hover:underline"
    onClick={(e) => e.stopPropagation()}
  >
    {entry.product_name || entry.product_id}
  </Link>
)

export type ChangedByProps = {
  by: string | null
  source: string | null
  /** Typed in with plugin:history:add: its source is what was typed. */
  manual?: boolean
}

/** Who changed it (the source when nobody is named), with the source as a badge. */
export const ChangedBy = ({ by, source, manual = false }: ChangedByProps) => {
  const labels = useHistoryLabels()
  const sourceLabel = labels.source(source)
  return (
    <div className="flex items-center gap-x-2">
      {by && by !== source && <span className="truncate">{by}</span>}
      <Badge size="2xsmall" color="grey">
        {sourceLabel}
      </Badge>
      {manual && <ByHandBadge />}
    </div>
  )
}

/** Marks an entry written by hand (console): it records a claim, not a captured change. */
export const ByHandBadge = () => {
  const { t } = usePluginTranslation()
  return (
    <Badge
      size="2xsmall"
      color="orange"
      title={t("history.badges.byHandTitle")}
    >
      {t("history.badges.byHand")}
    </Badge>
  )
}

/** The product of an entry: its name as a link to the product page, its number (handle or SKU) below. */
export const ProductCell = ({ entry }: { entry: HistoryEntry }) => (
  <div className="flex min-w-0 flex-col">
    <ProductLink entry={entry} />
    {entry.product_number && (
      <Text size="xsmall" className="text-ui-fg-subtle truncate">
        {entry.product_number}
      </Text>
    )}
  </div>
)
