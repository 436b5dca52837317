import { defineRouteConfig } from "@medusajs/admin-sdk"
import { History } from "@medusajs/icons"
import { useState } from "react"
import { ExportButtons } from "../../components/product-history/export-buttons"
import { toHistoryFilters } from "../../components/product-history/filters"
import {
  HistoryFilterBar,
  type FilterFormState,
} from "../../components/product-history/history-filter-bar"
import { HistoryList } from "../../components/product-history/history-list"
import { useDebouncedValue } from "../../hooks/use-debounced-value"
import { browserTimeZone } from "../../lib/format"
import { Section } from "../../components/common/section"

/** Sidebar page: every product change, newest first, with filters, export and rollback. */
const ProductHistoryPage = () => {
  const [form, setForm] = useState<FilterFormState>({
    fields: [],
    from: "",
    to: "",
    search: "",
  })
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
      <HistoryFilterBar value={form} onChange={setForm} />
      <HistoryList path="/admin/product-history" filters={filters} />
    </Section>
  )
}

export const config = defineRouteConfig({
  label: "Product history",
  icon: History,
})

export default ProductHistoryPage
