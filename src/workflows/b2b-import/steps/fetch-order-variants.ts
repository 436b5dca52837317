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
} from "../../../modules/b2b-import/pipeline/order/variant-facts"
import type { MappedOrder } from "../../../modules/b2b-import/pipeline/types"

/** Catalogue facts of the order's SKUs (case-sensitive), with prices for the setup's currency and region, by SKU. */
export const fetchOrderVariantsStep = createStep(
  "plugin-b2b-fetch-order-variants",
  async (
    input: { mapped: MappedOrder | null; setup: OrderSetup | null | undefined },
    { container }
  ) => {
    const skus = Array.from(
      new Set((input.mapped?.lines ?? []).map((l) => l.sku))
    )
    const setup = input.setup
    const result: Record<string, VariantFacts> = {}
    if (!skus.length || !setup) return new StepResponse(result)
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: "product_variant",
        fields: VARIANT_FIELDS,
        filters: { sku: skus },
        context: {
          calculated_price: QueryContext({
            currency_code: setup.currencyCode,
            region_id: setup.regionId,
          }),
        },
      })
    for (const row of data as Record<string, any>[])
      result[row.sku] = toVariantFacts(row, setup.locationIds)
    return new StepResponse(result)
  }
)
