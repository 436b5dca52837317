import { Link } from "react-router-dom"
import { usePluginTranslation } from "../../lib/i18n"
import type { HistoryEntry } from "./types"

/** The order a stock movement belongs to, as the capture wrote it into the context (`order_id`, `order_display_id`). */
export function entryOrder(
  entry: Pick<HistoryEntry, "context_data">
): { id: string; number: string } | undefined {
  const context = entry.context_data ?? {}
  const id = context.order_id
  if (typeof id !== "string" || !id) return undefined
  const display = context.order_display_id
  return {
    id,
    number:
      typeof display === "number" || typeof display === "string"
        ? String(display)
        : id,
  }
}

/**
 * "Order #1042", linking to the order in Medusa's admin; nothing for an
 * entry no order made. In a list row it is for the mouse (`inRow`: the
 * row's one tab stop is its key cell; a click on it is not also the row's).
 */
export const OrderLink = ({
  entry,
  inRow = false,
}: {
  entry: Pick<HistoryEntry, "context_data">
  inRow?: boolean
}) => {
  const { t } = usePluginTranslation()
  const order = entryOrder(entry)
  if (!order) return null
  return (
    <Link
      to={`/orders/${encodeURIComponent(order.id)}`}
      tabIndex={inRow ? -1 : undefined}
      onClick={inRow ? (e) => e.stopPropagation() : undefined}
      className={
        inRow
          ? "text-ui-fg-subtle txt-compact-xsmall truncate underline-offset-2 hover:underline"
          : "text-ui-fg-base focus-visible:shadow-borders-focus rounded-sm underline underline-offset-2 outline-none hover:text-ui-fg-subtle"
      }
    >
      {t("history.order.number", { number: order.number })}
    </Link>
  )
}
