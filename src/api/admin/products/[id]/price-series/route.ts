import type { AdminRequest, AdminResponse } from "../../../../utils/http"
import { productPriceSeries } from "../../../../utils/product-price-series"
import type { AdminPriceSeriesParamsType } from "../../../product-history/validators"

/** Price history of the product's variants for the chart (`days`, default 90). */
export async function GET(
  req: AdminRequest<unknown, AdminPriceSeriesParamsType>,
  res: AdminResponse
) {
  const { days } = req.validatedQuery
  res.json({
    price_series: await productPriceSeries(req.scope, req.params.id, days),
  })
}
