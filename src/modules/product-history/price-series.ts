import { PRICE_FIELDS } from "./types"

type PricePoint = { at: string; value: number | null; entry_id: string | null }

/** One line of the price chart: a variant's price in one currency under one rule set. */
export type PriceSeriesLine = {
  variant_id: string
  sku: string | null
  currency_code: string
  field_name: (typeof PRICE_FIELDS)[number]
  rules: Record<string, unknown>
  points: PricePoint[]
}

/** The price chart's data of one product over the last `days`. */
export type PriceSeries = {
  product_id: string
  days: number
  from: string
  to: string
  series: PriceSeriesLine[]
}

/** A stored price change, as the module's read returns it. */
export type PriceChangeRow = {
  id: string
  variant_id: string
  product_number: string | null
  field_name: string
  old_value: number | null
  new_value: number | null
  changed_at: Date
  context_data: any
}

const num = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v)

/**
 * The chart's data: per variant, currency and rule set, the price at the start
 * of the window (the old value of its first change in the window, or the last
 * value before it), each change in the window, and the value now.
 */
export function buildPriceSeries(
  productId: string,
  days: number,
  rows: PriceChangeRow[],
  now = new Date()
): PriceSeries {
  const to = now
  const from = new Date(to.getTime() - days * 86_400_000)
  const bySeries = new Map<
    string,
    { meta: Omit<PriceSeriesLine, "points">; rows: PriceChangeRow[] }
  >()
  for (const row of rows) {
    const rules = row.context_data?.rules ?? {}
    const key = [
      row.variant_id,
      row.context_data?.currency_code,
      row.field_name,
      JSON.stringify(rules),
    ].join("|")
    if (!bySeries.has(key)) {
      const meta = {
        variant_id: row.variant_id,
        sku: row.product_number,
        currency_code: row.context_data?.currency_code ?? "",
        field_name: row.field_name as never,
        rules,
      }
      bySeries.set(key, { meta, rows: [] })
    }
    bySeries.get(key)!.rows.push(row)
  }
  const series: PriceSeriesLine[] = []
  for (const { meta, rows: all } of bySeries.values()) {
    const before = all.filter((r) => new Date(r.changed_at) < from)
    const inside = all.filter((r) => new Date(r.changed_at) >= from)
    const start = before.length
      ? before[before.length - 1].new_value
      : (inside[0]?.old_value ?? null)
    const points: PricePoint[] = [
      { at: from.toISOString(), value: num(start), entry_id: null },
    ]
    for (const r of inside)
      points.push({
        at: new Date(r.changed_at).toISOString(),
        value: num(r.new_value),
        entry_id: r.id,
      })
    points.push({
      at: to.toISOString(),
      value: points[points.length - 1].value,
      entry_id: null,
    })
    series.push({ ...meta, sku: all[all.length - 1].product_number, points })
  }
  return {
    product_id: productId,
    days,
    from: from.toISOString(),
    to: to.toISOString(),
    series,
  }
}
