import type {
  MedusaContainer,
  TaxableItemDTO,
  TaxCalculationContext,
} from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { OrderAddress } from "../../../modules/b2b-import/pipeline/order/addresses"
import type { PricedLine } from "../../../modules/b2b-import/pipeline/order/check-types"
import type { OrderSetup } from "../../../modules/b2b-import/pipeline/order/types"

export type CheckTaxRates = {
  /** Tax rates of each line, by its row. */
  lines: Record<number, { rate: number }[]>
  shipping: { rate: number }[]
}

type Input = {
  setup: OrderSetup | null
  address: OrderAddress | null
  customer: { id: string; email: string } | null
  lines: PricedLine[]
}

/** The fields read of a `product_variant` row. */
type VariantRow = {
  id: string
  product_id: string
  product?: { type_id: string | null } | null
}

/** Product and product type of each variant: the tax module's rules match on them. */
async function productsOf(container: MedusaContainer, variantIds: string[]) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "product_variant",
      fields: ["id", "product_id", "product.type_id"],
      filters: { id: variantIds },
    })
  return new Map(
    (data as VariantRow[]).map((v) => [
      v.id,
      { productId: v.product_id, typeId: v.product?.type_id ?? null },
    ])
  )
}

/**
 * The tax rates Medusa's tax module gives the lines and the shipping method
 * for the order's region and shipping address, as createOrderWorkflow will
 * (none when the region does not calculate taxes automatically). Reads only.
 */
export const fetchCheckTaxRatesStep = createStep(
  "plugin-b2b-fetch-check-tax-rates",
  async (input: Input, { container }) => {
    const empty: CheckTaxRates = { lines: {}, shipping: [] }
    const { setup, address } = input
    if (!setup || !address?.country_code) return new StepResponse(empty)
    const { data: regions } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({
        entity: "region",
        fields: ["id", "automatic_taxes"],
        filters: { id: setup.regionId },
      })
    if (!regions[0]?.automatic_taxes) return new StepResponse(empty)
    const tax = container.resolve(Modules.TAX)
    const context: TaxCalculationContext = {
      address: {
        country_code: address.country_code,
        province_code: address.province,
        address_1: address.address_1,
        address_2: address.address_2,
        city: address.city,
        postal_code: address.postal_code,
      },
      customer: input.customer
        ? { ...input.customer, customer_groups: [] }
        : undefined,
      is_return: false,
      shipping_methods: setup.shippingMethod
        ? [{ id: "shipping", ...setup.shippingMethod }]
        : undefined,
    }
    const products = await productsOf(
      container,
      input.lines.map((l) => l.variantId)
    )
    const items = input.lines.map((line) => ({
      id: String(line.row),
      product_id: products.get(line.variantId)?.productId,
      product_type_id: products.get(line.variantId)?.typeId,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      currency_code: setup.currencyCode,
    }))
    const itemLines = items.length
      ? await tax.getTaxLines(
          // As read: null for a product without a type, none for a variant deleted since. Medusa's DTO wants strings; the tax module only compares them with its rules' ids.
          items as TaxableItemDTO[],
          context
        )
      : []
    const shippingLines = setup.shippingMethod
      ? await tax.getTaxLines(
          [
            {
              id: "shipping",
              shipping_option_id: setup.shippingMethod.shipping_option_id,
              unit_price: setup.shippingMethod.amount,
              currency_code: setup.currencyCode,
            },
          ],
          context
        )
      : []
    const rates: CheckTaxRates = { lines: {}, shipping: [] }
    for (const line of itemLines) {
      if ("line_item_id" in line && line.line_item_id) {
        const row = Number(line.line_item_id)
        rates.lines[row] = [
          ...(rates.lines[row] ?? []),
          { rate: Number(line.rate) },
        ]
      } else if ("shipping_line_id" in line && line.shipping_line_id) {
        rates.shipping.push({ rate: Number(line.rate) })
      }
    }
    for (const line of shippingLines)
      rates.shipping.push({ rate: Number(line.rate) })
    return new StepResponse(rates)
  }
)
