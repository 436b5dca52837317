import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useRef } from "react"
import { TimeZoneNote } from "../components/common/time-zone-note"
import {
  HistoryDrawer,
  useDrawerOpener,
} from "../components/product-history/history-drawer"
import {
  historyFilters,
  stockMovementsShown,
  useHistoryListState,
} from "../components/product-history/history-list-state"
import {
  HistoryEntriesList,
  useHistoryFilterDefs,
} from "../components/product-history/history-lists"
import { PriceChart } from "../components/product-history/price-chart"
import { StockMovementsToggle } from "../components/product-history/stock-movements"
import { useHistoryList } from "../hooks/api/product-history"
import { usePluginTranslation } from "../lib/i18n"

/** The widget's list state lives in the product page's URL under its own names (`history_page`, `history_open`, …). */
const PREFIX = "history_"

/**
 * "History" section of the product page: that product's changes (catalogue
 * changes unless stock movements are switched on) with filters and the
 * drawer, and the 90-day price chart.
 */
const ProductHistoryWidget = ({
  data: product,
}: DetailWidgetProps<AdminProduct>) => {
  const { t } = usePluginTranslation()
  const state = useHistoryListState("entries", PREFIX)
  const { pageIndex, pageSize } = state.pagination
  const entries = useHistoryList(
    `/admin/products/${encodeURIComponent(product.id)}/history`,
    historyFilters(state),
    pageIndex * pageSize,
    pageSize
  )
  const filterDefs = useHistoryFilterDefs({
    sources: false,
    stock: stockMovementsShown(state),
  })
  const { origin, open } = useDrawerOpener(state)
  const listRef = useRef<HTMLDivElement>(null)

  return (
    <Container className="divide-y p-0" data-plugin-root>
      <div className="flex flex-wrap items-start justify-between gap-2 px-6 py-4">
        <div>
          <Heading level="h2">{t("history.widget.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("history.widget.description")} <TimeZoneNote />
          </Text>
        </div>
        <StockMovementsToggle state={state} />
      </div>
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <HistoryEntriesList
          state={state}
          onOpen={open}
          filters={filterDefs}
          query={entries}
          compact
        />
      </div>
      <div className="px-6 py-4 empty:hidden">
        <PriceChart productId={product.id} hideWhenEmpty />
      </div>
      <HistoryDrawer state={state} origin={origin} fallbackFocus={listRef} />
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductHistoryWidget
