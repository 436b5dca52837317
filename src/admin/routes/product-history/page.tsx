import { defineRouteConfig } from "@medusajs/admin-sdk"
import { History } from "@medusajs/icons"
import { useState } from "react"
import { ChangeSetList } from "../../components/product-history/change-set-list"
import { ExportButtons } from "../../components/product-history/export-buttons"
import { toHistoryFilters } from "../../components/product-history/filters"
import {
  HistoryFilterBar,
  type FilterFormState,
} from "../../components/product-history/history-filter-bar"
import { HistoryList } from "../../components/product-history/history-list"
import {
  HistoryViewTabs,
  type HistoryView,
} from "../../components/product-history/history-view-tabs"
import { useDebouncedValue } from "../../hooks/use-debounced-value"
import { browserTimeZone } from "../../lib/format"
import { Section } from "../../components/common/section"

const HISTORY_PATH = "/admin/product-history"

/** Sidebar page: every product change or every save, newest first, with filters, export and rollback. */
const ProductHistoryPage = () => {
  const [form, setForm] = useState<FilterFormState>({
    fields: [],
    from: "",
    to: "",
    search: "",
  })
  // Component state, as the filters: the page keeps nothing in its URL.
  const [view, setView] = useState<HistoryView>("entries")
  const search = useDebouncedValue(form.search, 300)
  // Rebuilt on each render; the list's query key compares it by value, so typing alone fetches nothing.
  const filters = toHistoryFilters(form, search)

  return (
    <Section
      title="Product history"
      level="h1"
      description={
        <>
          Every change of products, variants, prices and stock. Times in{" "}
          {browserTimeZone}.
        </>
      }
      actions={<ExportButtons filters={filters} />}
    >
      <HistoryViewTabs
        value={view}
        onChange={setView}
        toolbar={<HistoryFilterBar value={form} onChange={setForm} />}
        entries={<HistoryList path={HISTORY_PATH} filters={filters} />}
        saves={<ChangeSetList path={HISTORY_PATH} filters={filters} />}
      />
    </Section>
  )
}

export const config = defineRouteConfig({
  label: "Product history",
  icon: History,
})

export default ProductHistoryPage
