import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  QueryContext,
} from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type {
  OrderSetup,
  VariantFacts,
} from "../../../modules/b2b-import/pipeline/order/types"
import {
  toVariantFacts,
  VARIANT_FIELDS,
  type VariantRow,
} from "../../../modules/b2b-import/pipeline/order/variant-facts"
import type { MappedOrder } from "../../../modules/b2b-import/pipeline/types"
import {
  gtinForms,
  looksLikeGtin,
  variantOfGtin,
} from "../../../modules/b2b-import/pipeline/order/gtin"
import { passCatalogue } from "../pass-catalogue"

/** Values per catalogue query (three times this for GTINs: EAN, UPC, barcode). */
const READ_BATCH = 5_000

/** Variants with the fields the import reads and their price for the setup's currency and region. */
async function readVariants(
  container: MedusaContainer,
  setup: OrderSetup,
  filters: Record<string, unknown>
): Promise<VariantRow[]> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "product_variant",
      fields: [...VARIANT_FIELDS, "ean", "upc", "barcode"],
      filters,
      context: {
        calculated_price: QueryContext({
          currency_code: setup.currencyCode,
          region_id: setup.regionId,
        }),
      },
    })
  return data as VariantRow[]
}

/** Catalogue facts of the order's SKUs (case-sensitive; a GTIN no SKU matches by EAN, UPC or barcode), with prices for the setup's currency and region, by SKU; once per SKU in a bulk pass. */
export async function fetchOrderVariants(
  container: MedusaContainer,
  input: { mapped: MappedOrder | null; setup: OrderSetup | null | undefined }
): Promise<Record<string, VariantFacts>> {
  const skus = Array.from(
    new Set((input.mapped?.lines ?? []).map((l) => l.sku))
  )
  const setup = input.setup
  const result: Record<string, VariantFacts> = {}
  if (!skus.length || !setup) return result
  const known = passCatalogue(container, setup.currencyCode, setup.regionId)
  const missing = known ? skus.filter((sku) => !known.has(sku)) : skus
  const rows = new Map<string, VariantRow | null>()
  if (missing.length) {
    // In batches: a query binds each value, and PostgreSQL takes at most 65,535 per query.
    const read = async (
      values: string[],
      filters: (batch: string[]) => Record<string, unknown>
    ) => {
      const found: VariantRow[] = []
      for (let at = 0; at < values.length; at += READ_BATCH)
        found.push(
          ...(await readVariants(
            container,
            setup,
            filters(values.slice(at, at + READ_BATCH))
          ))
        )
      return found
    }
    for (const sku of missing) rows.set(sku, null)
    for (const row of await read(missing, (sku) => ({ sku })))
      rows.set(row.sku, row)
    // What no variant has as SKU may be a GTIN (EDIFACT, UBL): found by the variant's EAN, UPC or barcode.
    const gtins = missing.filter((sku) => !rows.get(sku) && looksLikeGtin(sku))
    if (gtins.length) {
      const forms = [...new Set(gtins.flatMap(gtinForms))]
      const found = await read(forms, (batch) => ({
        $or: [{ ean: batch }, { upc: batch }, { barcode: batch }],
      }))
      for (const gtin of gtins) rows.set(gtin, variantOfGtin(gtin, found))
    }
    for (const [sku, row] of rows) known?.set(sku, row)
  }
  for (const sku of skus) {
    const row = rows.has(sku) ? rows.get(sku) : known?.get(sku)
    if (row) result[sku] = toVariantFacts(row, setup.locationIds)
  }
  return result
}

/** fetchOrderVariants as a step (the approval check). */
export const fetchOrderVariantsStep = createStep(
  "plugin-b2b-fetch-order-variants",
  async (
    input: { mapped: MappedOrder | null; setup: OrderSetup | null | undefined },
    { container }
  ) => new StepResponse(await fetchOrderVariants(container, input))
)
