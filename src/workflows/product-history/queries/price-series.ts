import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { HISTORY_ERROR_CODES, HistoryError } from "../../../modules/product-history/errors"
import { PRICE_FIELDS } from "../../../modules/product-history/types"
import { ENTRY_TABLE, pgConnection } from "./history-query"

export const priceSeriesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(3650).default(90) })

const point = z.object({ at: z.string(), value: z.number().nullable(), entryId: z.string().nullable() })
const series = z.object({
  variantId: z.string(), sku: z.string().nullable(), currencyCode: z.string(), fieldName: z.enum(PRICE_FIELDS),
  rules: z.record(z.string(), z.unknown()), points: z.array(point),
})
export const priceSeriesSchema = z.object({ productId: z.string(), days: z.number().int(), from: z.string(), to: z.string(), series: z.array(series) })
export type PriceSeries = z.infer<typeof priceSeriesSchema>

type Row = { id: string; variant_id: string; product_number: string | null; field_name: string; old_value: number | null; new_value: number | null; changed_at: Date; context_data: any }

/**
 * The chart's data: per variant, currency and rule set, the price at the start
 * of the window (the old value of its first change in the window, or the last
 * value before it), each change in the window, and the value now.
 */
export async function priceSeries(container: MedusaContainer, productId: string, days: number): Promise<PriceSeries> {
  const knex = pgConnection(container)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({ entity: "product", fields: ["id"], filters: { id: productId } })
  if (!products.length) throw new HistoryError("NOT_FOUND", HISTORY_ERROR_CODES.PRODUCT_NOT_FOUND, `No product with id "${productId}" exists.`)
  const to = new Date()
  const from = new Date(to.getTime() - days * 86_400_000)
  const rows: Row[] = await knex(ENTRY_TABLE)
    .select("id", "variant_id", "product_number", "field_name", "old_value", "new_value", "changed_at", "context_data")
    .where({ product_id: productId })
    .whereIn("field_name", [...PRICE_FIELDS])
    .whereNull("deleted_at")
    .whereRaw("context_data->>'price_list_id' IS NULL")
    .orderBy([{ column: "changed_at", order: "asc" }, { column: "id", order: "asc" }])
  const bySeries = new Map<string, { meta: Omit<PriceSeries["series"][number], "points">; rows: Row[] }>()
  for (const row of rows) {
    const rules = row.context_data?.rules ?? {}
    const key = [row.variant_id, row.context_data?.currency_code, row.field_name, JSON.stringify(rules)].join("|")
    if (!bySeries.has(key)) {
      bySeries.set(key, { meta: { variantId: row.variant_id, sku: row.product_number, currencyCode: row.context_data?.currency_code ?? "", fieldName: row.field_name as never, rules }, rows: [] })
    }
    bySeries.get(key)!.rows.push(row)
  }
  const out: PriceSeries["series"] = []
  for (const { meta, rows: all } of bySeries.values()) {
    const before = all.filter((r) => new Date(r.changed_at) < from)
    const inside = all.filter((r) => new Date(r.changed_at) >= from)
    const start = before.length ? before[before.length - 1].new_value : inside[0]?.old_value ?? null
    const points: PriceSeries["series"][number]["points"] = [{ at: from.toISOString(), value: num(start), entryId: null }]
    for (const r of inside) points.push({ at: new Date(r.changed_at).toISOString(), value: num(r.new_value), entryId: r.id })
    const last = points[points.length - 1]
    points.push({ at: to.toISOString(), value: last.value, entryId: null })
    out.push({ ...meta, sku: all[all.length - 1].product_number, points })
  }
  return { productId, days, from: from.toISOString(), to: to.toISOString(), series: out }
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
