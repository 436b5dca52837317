import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ServerResponse } from "node:http"
import { pluginOptions } from "../../modules/plugin-settings"
import { PRODUCT_HISTORY_MODULE } from "../../modules/product-history"
import { writeHistoryCsv } from "../../modules/product-history/exports/csv"
import {
  HistoryFilterInput,
  historyFilterSchema,
  HistoryQuery,
  resolveHistoryFilters,
} from "../../modules/product-history/filters"
import type ProductHistoryModuleService from "../../modules/product-history/service"
import { containsPattern } from "../../utils/like-pattern"

/**
 * What both dialects' history routes share: filters resolved against the
 * shop's time zone and the product module (a term names products by number or
 * name), and the exports written to the response.
 */
export const historyService = (scope: MedusaContainer) =>
  scope.resolve<ProductHistoryModuleService>(PRODUCT_HISTORY_MODULE)

const MAX_TERM_MATCHES = 1000

/** Ids of products whose title, handle or a variant's SKU contains the term (case-insensitive). */
async function productIdsMatching(
  scope: MedusaContainer,
  term: string
): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const like = containsPattern(term)
  const [{ data: products }, { data: variants }] = await Promise.all([
    query.graph({
      entity: "product",
      fields: ["id"],
      filters: {
        $or: [{ title: { $ilike: like } }, { handle: { $ilike: like } }],
      },
      pagination: { take: MAX_TERM_MATCHES },
    }),
    query.graph({
      entity: "product_variant",
      fields: ["product_id"],
      filters: { sku: { $ilike: like } },
      pagination: { take: MAX_TERM_MATCHES },
    }),
  ])
  const ids = new Set<string>()
  for (const p of products as { id: string }[]) ids.add(p.id)
  for (const v of variants as { product_id: string | null }[])
    if (v.product_id) ids.add(v.product_id)
  return [...ids]
}

/** Validated filter input as the module's reads take it: dates in the shop's time zone, the term's products found. */
export async function historyQuery(
  scope: MedusaContainer,
  input: Partial<HistoryFilterInput>
): Promise<HistoryQuery> {
  const filters = resolveHistoryFilters(
    historyFilterSchema.parse(input),
    pluginOptions(scope).shopTimeZone
  )
  return filters.q
    ? { filters, termProductIds: await productIdsMatching(scope, filters.q) }
    : { filters }
}

/** Response headers of an export: a download named product-history-<today>.<extension>. */
export const attachment = (
  res: ServerResponse,
  type: string,
  extension: string
) => {
  res.setHeader("content-type", type)
  res.setHeader(
    "content-disposition",
    `attachment; filename="product-history-${new Date().toISOString().slice(0, 10)}.${extension}"`
  )
}

/** CSV of exactly the entries the list gives for these filters, all pages, streamed to the response. */
export async function sendHistoryCsv(
  scope: MedusaContainer,
  query: HistoryQuery,
  res: ServerResponse
): Promise<void> {
  const rows = historyService(scope).streamEntries(query)
  attachment(res, "text/csv; charset=utf-8", "csv")
  await writeHistoryCsv(rows, res)
}
