import { defineRouteConfig } from "@medusajs/admin-sdk"
import { History } from "@medusajs/icons"
import { useRef } from "react"
import { useSearchParams } from "react-router-dom"
import { Section } from "../../components/common/section"
import { TimeZoneNote } from "../../components/common/time-zone-note"
import { CaptureBanner } from "../../components/product-history/capture-banner"
import { ExportButtons } from "../../components/product-history/export-buttons"
import {
  HistoryDrawer,
  useDrawerOpener,
} from "../../components/product-history/history-drawer"
import {
  historyFilters,
  stockMovementsShown,
  useHistoryListState,
  type HistoryView,
} from "../../components/product-history/history-list-state"
import {
  HistoryEntriesList,
  HistorySavesList,
  useHistoryFilterDefs,
} from "../../components/product-history/history-lists"
import { HistoryViewTabs } from "../../components/product-history/history-view-tabs"
import { StockMovementsToggle } from "../../components/product-history/stock-movements"
import { useHistoryList } from "../../hooks/api/product-history"
import { useChangeSetList } from "../../hooks/api/product-history-change-sets"
import { usePluginTranslation } from "../../lib/i18n"

const HISTORY_PATH = "/admin/product-history"

/**
 * Sidebar page: every catalogue change (stock movements when switched on),
 * or every save, with filters, search, sorting and paging kept in the URL
 * (as are the view, the switch and the open drawer), export of exactly what
 * the filters show, and rollback.
 */
const ProductHistoryPage = () => {
  const { t } = usePluginTranslation()
  const [params] = useSearchParams()
  const view: HistoryView = params.get("view") === "saves" ? "saves" : "entries"
  const state = useHistoryListState(view)
  const filters = historyFilters(state)
  const { pageIndex, pageSize } = state.pagination
  const offset = pageIndex * pageSize
  const entries = useHistoryList(
    HISTORY_PATH,
    filters,
    offset,
    pageSize,
    view === "entries"
  )
  const saves = useChangeSetList(
    HISTORY_PATH,
    filters,
    offset,
    pageSize,
    view === "saves"
  )
  const current = view === "saves" ? saves : entries
  // No saves match exactly when no entries do: either count says whether there is anything to export.
  const count = current.isPlaceholderData ? undefined : current.data?.count
  const filterDefs = useHistoryFilterDefs({
    stock: stockMovementsShown(state),
  })
  const { origin, open } = useDrawerOpener(state)
  // What both views' lists share; each is given its own query.
  const listProps = { state, onOpen: open, filters: filterDefs }
  const listRef = useRef<HTMLDivElement>(null)

  return (
    <>
      <Section
        title={t("history.page.title")}
        level="h1"
        description={
          <>
            {t("history.page.description")} <TimeZoneNote />
          </>
        }
        actions={<ExportButtons filters={filters} count={count} />}
      >
        <CaptureBanner />
        <div ref={listRef} tabIndex={-1} className="outline-none">
          <HistoryViewTabs
            value={view}
            onChange={(next) =>
              state.setParam("view", next === "entries" ? null : next)
            }
            actions={<StockMovementsToggle state={state} />}
            entries={<HistoryEntriesList {...listProps} query={entries} />}
            saves={<HistorySavesList {...listProps} query={saves} />}
          />
        </div>
      </Section>
      <HistoryDrawer state={state} origin={origin} fallbackFocus={listRef} />
    </>
  )
}

/** The breadcrumb of the page, in the admin's language. */
const Breadcrumb = () => {
  const { t } = usePluginTranslation()
  return <>{t("history.nav.title")}</>
}

export const handle = { breadcrumb: () => <Breadcrumb /> }

export const config = defineRouteConfig({
  label: "history.nav.title",
  // A string literal: the admin's build reads only literals here (PLUGIN_NS, an identifier, is dropped).
  translationNs: "b2bHistory",
  icon: History,
})

export default ProductHistoryPage
