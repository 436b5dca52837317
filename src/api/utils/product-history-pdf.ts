import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ServerResponse } from "node:http"
import { pluginOptions } from "../../modules/plugin-settings"
import {
  type PdfNames,
  renderHistoryPdf,
} from "../../modules/product-history/exports/pdf"
import { installedPdfFonts } from "../../modules/product-history/exports/pdf-fonts"
import {
  type HistoryFilterInput,
  historyFilterSchema,
} from "../../modules/product-history/filters"
import { attachment, historyQuery, historyService } from "./product-history"

/** Most entries one PDF holds; the document says so when the filters match more. */
const PDF_MAX_ENTRIES = 5000

/** One lookup per id and document: a product or region appears on many rows. */
function oncePerId<T>(lookup: (id: string) => Promise<T>) {
  const seen = new Map<string, Promise<T>>()
  return (id: string): Promise<T> => {
    if (!seen.has(id)) seen.set(id, lookup(id))
    return seen.get(id)!
  }
}

/** The names the PDF shows for products, regions and price lists, as they are now (other modules' data). */
function currentNames(scope: MedusaContainer): PdfNames {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const first = async (
    entity: string,
    fields: string[],
    id: string,
    withDeleted = false
  ) => {
    const { data } = await query.graph({
      entity,
      fields,
      filters: { id },
      withDeleted,
    })
    return data[0] as Record<string, string | null> | undefined
  }
  return {
    // A deleted product keeps its name and handle (soft-deleted): its block and the filters name it so.
    product: oncePerId(async (id) => {
      const product = await first(
        "product",
        ["title", "handle", "deleted_at"],
        id,
        true
      )
      return (
        product && {
          name: product.title ?? "",
          number: product.handle ?? id,
          deleted: product.deleted_at != null,
        }
      )
    }),
    region: oncePerId(
      async (id) => (await first("region", ["name"], id))?.name ?? undefined
    ),
    priceList: oncePerId(
      async (id) =>
        (await first("price_list", ["title"], id))?.title ?? undefined
    ),
  }
}

/**
 * PDF of the entries for these filters (as the caller gave them; the
 * document states them and the shop's time zone at the top): a table
 * grouped by product, a header per product (its name now).
 */
export async function sendHistoryPdf(
  scope: MedusaContainer,
  input: Partial<HistoryFilterInput>,
  res: ServerResponse
): Promise<void> {
  // Refused while the answer can still be an error body rather than a PDF.
  const fonts = installedPdfFonts()
  const query = await historyQuery(scope, input)
  const service = historyService(scope)
  const total = await service.countEntries(query)
  const rows = service.streamEntries(query, {
    byProduct: true,
    limit: PDF_MAX_ENTRIES,
  })
  attachment(res, "application/pdf", "pdf")
  await renderHistoryPdf(rows, res, {
    total,
    max: PDF_MAX_ENTRIES,
    timeZone: pluginOptions(scope).shopTimeZone,
    filters: historyFilterSchema.parse(input),
    names: currentNames(scope),
    fonts,
  })
}
