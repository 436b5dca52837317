import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { productPriceSeries } from "../../../../utils/product-history"
import {
  AdminPriceSeriesParams,
  parseOr400,
} from "../../../product-history/validators"

/** Price history of the product's variants for the chart (`days`, default 90). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { days } = parseOr400(AdminPriceSeriesParams, req.query)
  res.json({
    price_series: await productPriceSeries(req.scope, req.params.id, days),
  })
}
