import type { PriceSeries, PriceSeriesLine } from "./types"

export type ChartLine = { key: string; name: string; currency: string }
export type ChartRow = { at: number } & Record<string, number | null>

/** The words for gross and net in the admin's language. */
export type PriceKinds = { gross: string; net: string }

/** A line's name: SKU (or variant), the server's label of the price (currency, price list, region, quantity) and gross/net. */
function nameOf(line: PriceSeriesLine, kinds: PriceKinds): string {
  const kind = line.field_name === "price.gross" ? kinds.gross : kinds.net
  return `${line.sku || line.variant_id} · ${line.label} (${kind})`
}

/** The value of a step line at a time: the last point at or before it. */
function valueAt(line: PriceSeriesLine, at: number): number | null {
  let value: number | null = null
  for (const point of line.points) {
    if (new Date(point.at).getTime() > at) break
    value = point.value
  }
  return value
}

/** Whether any line has a known price (a chart of only gaps says nothing). */
export function hasPrices(series?: PriceSeries): boolean {
  return !!series?.series.some((line) =>
    line.points.some((p) => p.value !== null)
  )
}

/** One row per time any line changes, each line's value at that time: recharts' shared-axis shape. */
export function toChartData(
  series: PriceSeries,
  kinds: PriceKinds
): {
  lines: ChartLine[]
  rows: ChartRow[]
} {
  const lines = series.series.map((line, i) => ({
    key: `s${i}`,
    name: nameOf(line, kinds),
    currency: line.currency_code,
  }))
  const times = [
    ...new Set(
      series.series.flatMap((l) =>
        l.points.map((p) => new Date(p.at).getTime())
      )
    ),
  ].sort((a, b) => a - b)
  const rows = times.map((at) => {
    const row: ChartRow = { at } as ChartRow
    series.series.forEach((line, i) => (row[`s${i}`] = valueAt(line, at)))
    return row
  })
  return { lines, rows }
}

const formats = new Map<string, Intl.NumberFormat>()

/** A price with its currency in the admin's language. */
export function formatPrice(
  value: number,
  currency: string,
  language?: string
): string {
  const code = currency.toUpperCase()
  const key = `${language ?? ""}:${code}`
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, {
        style: "currency",
        currency: code,
      })
    } catch {
      format = new Intl.NumberFormat(language, { minimumFractionDigits: 2 })
    }
    formats.set(key, format)
  }
  return format.format(value)
}
