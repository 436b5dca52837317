import {
  comparePriceIdentities,
  type PriceField,
  priceFieldOf,
  type PriceIdentity,
  priceIdentityOf,
  priceKeyOf,
} from "./price-identity"
import { priceLabelOf } from "./price-series-labels"
import type {
  LivePrice,
  LiveProductPrices,
  PriceChangeRow,
  PricePoint,
  PriceSeries,
  PriceSeriesLine,
} from "./price-series-types"
import { PRICE_FIELDS } from "./types"

type Line = {
  variant_id: string
  identity: PriceIdentity
  changes: PriceChangeRow[]
  live?: LivePrice
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined) return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}
const time = (at: Date | string) => new Date(at).getTime()
const iso = (ms: number) => new Date(ms).toISOString()
const isPriceField = (field: string): field is PriceField =>
  (PRICE_FIELDS as readonly string[]).includes(field)

/**
 * A line's points, claiming no price the records do not show: it starts at
 * the window's start only when a price is known to have existed then (a
 * change before the window, or one inside whose old value stood since the
 * variant was created before the window); else at the variant's creation or
 * the first change. The service reads only the window's changes (and a
 * minute before it), so a price unchanged in the window starts with its live
 * value. Then each change, and the live price at the end (null:
 * the price exists no more). A price gone now with no change in the window
 * has no line.
 */
function pointsOf(
  line: Line,
  born: number,
  from: number,
  to: number
): PricePoint[] {
  const before = line.changes.filter((c) => time(c.changed_at) < from)
  const inside = line.changes.filter((c) => time(c.changed_at) >= from)
  const live = line.live ? line.live.amount : null
  if (!line.live && !inside.length) return []
  const points: PricePoint[] = []
  const start = Math.max(from, born)
  if (before.length) {
    points.push({
      at: iso(from),
      value: num(before[before.length - 1].new_value),
      entry_id: null,
    })
  } else if (inside.length) {
    const old = num(inside[0].old_value)
    if (old !== null && start < time(inside[0].changed_at))
      points.push({ at: iso(start), value: old, entry_id: null })
  } else {
    points.push({ at: iso(start), value: live, entry_id: null })
  }
  for (const change of inside)
    points.push({
      at: iso(time(change.changed_at)),
      value: num(change.new_value),
      entry_id: change.id,
    })
  // A line begins with its first price; "no price" before it is no point.
  while (points.length && points[0].value === null) points.shift()
  if (!points.length && live === null) return []
  points.push({ at: iso(to), value: live, entry_id: null })
  return points
}

/**
 * The chart's data: one line per variant and price (currency, price list,
 * rules, quantity bounds), from the recorded changes and the live prices.
 * Changes without a currency (hand-made entries may lack it) or variant
 * cannot be placed on a line and are left out.
 */
export function buildPriceSeries(input: {
  productId: string
  days: number
  changes: PriceChangeRow[]
  live: LiveProductPrices
  now?: Date
}): PriceSeries {
  const { productId, days, changes, live } = input
  // The database's clock may run ahead of this one: the window ends at the newest change at the latest.
  const to = changes.reduce(
    (latest, c) => Math.max(latest, time(c.changed_at)),
    (input.now ?? new Date()).getTime()
  )
  const from = to - days * 86_400_000
  const lines = new Map<string, Line>()
  const lineOf = (variantId: string, identity: PriceIdentity) => {
    const key = priceKeyOf(variantId, identity)
    let line = lines.get(key)
    if (!line) {
      line = { variant_id: variantId, identity, changes: [] }
      lines.set(key, line)
    }
    return line
  }
  for (const variant of live.variants)
    for (const price of variant.prices) {
      const identity = priceIdentityOf(price)
      if (identity) lineOf(variant.id, identity).live = price
    }
  for (const change of changes) {
    const identity = priceIdentityOf(change.context_data)
    if (!change.variant_id || !identity || !isPriceField(change.field_name))
      continue
    lineOf(change.variant_id, identity).changes.push(change)
  }
  for (const line of lines.values())
    line.changes.sort(
      (a, b) =>
        time(a.changed_at) - time(b.changed_at) || a.id.localeCompare(b.id)
    )

  const variants = new Map(live.variants.map((v, i) => [v.id, { ...v, i }]))
  const rank = (line: Line) => variants.get(line.variant_id)?.i ?? Infinity
  const series: PriceSeriesLine[] = []
  const ordered = [...lines.values()].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.variant_id.localeCompare(b.variant_id) ||
      comparePriceIdentities(a.identity, b.identity)
  )
  for (const line of ordered) {
    const variant = variants.get(line.variant_id)
    // A variant deleted since has no creation date left; its product's is the earliest it can have had.
    const born = time(variant?.created_at ?? live.created_at)
    const points = pointsOf(line, born, from, to)
    if (!points.length) continue
    const last = line.changes[line.changes.length - 1]
    const { identity } = line
    series.push({
      variant_id: line.variant_id,
      sku: variant ? variant.sku : (last?.product_number ?? null),
      currency_code: identity.currency_code,
      // The field a change would be recorded under now; a price gone since keeps its last one.
      field_name: line.live
        ? priceFieldOf(identity, live.tax_inclusive)
        : (last.field_name as PriceField),
      price_list_id: identity.price_list_id,
      min_quantity: identity.min_quantity,
      max_quantity: identity.max_quantity,
      rules: identity.rules,
      label: priceLabelOf(identity),
      points,
    })
  }
  return { product_id: productId, days, from: iso(from), to: iso(to), series }
}
