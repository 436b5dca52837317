import { defineRouteConfig } from "@medusajs/admin-sdk"
import { History } from "@medusajs/icons"
import { Container, Heading, Text } from "@medusajs/ui"
import { useState } from "react"
import { ExportButtons } from "../../components/history/export-buttons"
import { toHistoryFilters } from "../../components/history/filters"
import {
  HistoryFilterBar,
  type FilterFormState,
} from "../../components/history/history-filter-bar"
import { HistoryList } from "../../components/history/history-list"
import { useDebouncedValue } from "../../components/history/use-debounced-value"
import { browserTimeZone } from "../../lib/format"

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
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">Product history</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Every change of products, variants, prices and stock. Times in{" "}
            {browserTimeZone}.
          </Text>
        </div>
        <ExportButtons filters={filters} />
      </div>
      <HistoryFilterBar value={form} onChange={setForm} />
      <HistoryList path="/admin/product-history" filters={filters} />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "Product history",
  icon: History,
})

export default ProductHistoryPage
