import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ServerResponse } from "node:http"
import { pluginOptions } from "../../modules/plugin-settings"
import { PRODUCT_HISTORY_MODULE } from "../../modules/product-history"
import { writeHistoryCsv } from "../../modules/product-history/exports/csv"
import type { CsvDelimiter } from "../../modules/product-history/exports/csv-options"
import {
  exportFileName,
  exportPeriod,
  periodNeedsBounds,
} from "../../modules/product-history/exports/file-name"
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

/**
 * Ids of products a term names: whose title, handle or a variant's SKU
 * contains it (case-insensitive; deleted products and variants too, their
 * history stays), or that had a title, handle or SKU beginning with it.
 */
async function productIdsMatching(
  scope: MedusaContainer,
  term: string
): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const like = containsPattern(term)
  const [{ data: products }, { data: variants }, former] = await Promise.all([
    query.graph({
      entity: "product",
      fields: ["id"],
      filters: {
        $or: [{ title: { $ilike: like } }, { handle: { $ilike: like } }],
      },
      pagination: { take: MAX_TERM_MATCHES },
      withDeleted: true,
    }),
    query.graph({
      entity: "product_variant",
      fields: ["product_id"],
      filters: { sku: { $ilike: like } },
      pagination: { take: MAX_TERM_MATCHES },
      withDeleted: true,
    }),
    historyService(scope).productIdsByFormerName(term, MAX_TERM_MATCHES),
  ])
  const ids = new Set<string>(former)
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

/** Response headers of an export: a download of that name. */
const attachmentNamed = (
  res: ServerResponse,
  type: string,
  fileName: string
) => {
  res.setHeader("content-type", type)
  res.setHeader("content-disposition", `attachment; filename="${fileName}"`)
}
/** Response headers of an export: a download named product-history-<today>.<extension>. */
export const attachment = (
  res: ServerResponse,
  type: string,
  extension: string
) =>
  attachmentNamed(
    res,
    type,
    `product-history-${new Date().toISOString().slice(0, 10)}.${extension}`
  )

/**
 * CSV of exactly the entries the list gives for these filters, all pages,
 * streamed to the response; times in the shop's time zone, the file named
 * after the period it covers.
 */
export async function sendHistoryCsv(
  scope: MedusaContainer,
  query: HistoryQuery,
  res: ServerResponse,
  { delimiter }: { delimiter: CsvDelimiter }
): Promise<void> {
  const service = historyService(scope)
  const timeZone = pluginOptions(scope).shopTimeZone
  const bounds = periodNeedsBounds(query.filters)
    ? await service.entryBounds(query)
    : { first: null, last: null }
  const period = exportPeriod(query.filters, bounds, timeZone)
  attachmentNamed(res, "text/csv; charset=utf-8", exportFileName(period, "csv"))
  try {
    await writeHistoryCsv(service.streamExportBatches(query), res, {
      timeZone,
      delimiter,
    })
  } catch (error) {
    // The client went away mid-download: its query is stopped, and nobody is left to answer.
    const code = (error as { code?: string }).code
    if (res.destroyed && code === "ERR_STREAM_PREMATURE_CLOSE") return
    throw error
  }
}
