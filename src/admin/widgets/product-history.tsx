import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { FieldFilter } from "../components/product-history/field-filter"
import { toHistoryFilters } from "../components/product-history/filters"
import { HistoryList } from "../components/product-history/history-list"
import { PriceChart } from "../components/product-history/price-chart"
import { browserTimeZone } from "../lib/format"

/** "History" section of the product page: that product's changes, a field filter and the 90-day price chart. */
const ProductHistoryWidget = ({
  data: product,
}: DetailWidgetProps<AdminProduct>) => {
  const [fields, setFields] = useState<string[]>([])
  const filters = useMemo(
    () => toHistoryFilters({ fields, from: "", to: "" }, ""),
    [fields]
  )

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-end justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h2">History</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Changes of this product and its variants. Times in {browserTimeZone}
            .
          </Text>
        </div>
        <FieldFilter value={fields} onChange={setFields} />
      </div>
      <HistoryList
        path={`/admin/products/${encodeURIComponent(product.id)}/history`}
        filters={filters}
        compact
      />
      <div className="px-6 py-4 empty:hidden">
        <PriceChart
          productId={product.id}
          title="Price over the last 90 days"
          hideWhenEmpty
        />
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductHistoryWidget
