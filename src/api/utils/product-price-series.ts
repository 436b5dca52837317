import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  labelPriceSeries,
  priceSeriesNameIds,
  type PriceSeriesNames,
} from "../../modules/product-history/price-series-labels"
import type { PriceSeries } from "../../modules/product-history/price-series-types"
import { liveProductPrices } from "./live-product-prices"
import { historyService } from "./product-history"

/** Names of the regions and price lists the lines mention (ids of ones deleted since stay ids). */
async function seriesNames(
  scope: MedusaContainer,
  series: PriceSeries
): Promise<PriceSeriesNames> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { region_ids, price_list_ids } = priceSeriesNameIds(series)
  const none = { data: [] }
  const [regions, lists] = await Promise.all([
    region_ids.length
      ? query.graph({
          entity: "region",
          fields: ["id", "name"],
          filters: { id: region_ids },
        })
      : none,
    price_list_ids.length
      ? query.graph({
          entity: "price_list",
          fields: ["id", "title"],
          filters: { id: price_list_ids },
        })
      : none,
  ])
  const regionRows: { id: string; name: string }[] = regions.data
  const listRows: { id: string; title: string }[] = lists.data
  return {
    regions: Object.fromEntries(regionRows.map((r) => [r.id, r.name])),
    price_lists: Object.fromEntries(listRows.map((l) => [l.id, l.title])),
  }
}

/**
 * The price chart of an existing product (NOT_FOUND in words otherwise): its
 * recorded changes with the live prices, each line labelled with the names
 * of its region and price list.
 */
export async function productPriceSeries(
  scope: MedusaContainer,
  productId: string,
  days: number
): Promise<PriceSeries> {
  const live = await liveProductPrices(scope, productId)
  const series = await historyService(scope).priceSeries(productId, days, live)
  return labelPriceSeries(series, await seriesNames(scope, series))
}
