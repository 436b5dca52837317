/**
 * An entry's context data (what the capture records beside a price or a
 * stock level) in words for the PDF's context column: currency, price list,
 * region and other price rules, quantity tier, stock location, the order
 * that moved the stock.
 */

/** Names of what the context refers to by id, as they are now (found by the caller). */
export type ContextNames = { region?: string; priceList?: string }

type Context = Record<string, unknown> | null | undefined

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v)

const textOf = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim()
    ? v
    : typeof v === "number"
      ? String(v)
      : undefined

const rulesOf = (context: Context) =>
  isRecord(context?.rules) ? context.rules : {}

/** The ids whose names the context column shows: a region rule and a price list. */
export function contextReferences(context: Context): {
  regionId?: string
  priceListId?: string
} {
  return {
    regionId: textOf(rulesOf(context).region_id),
    priceListId: textOf(context?.price_list_id),
  }
}

/** "quantity 10 to 49", "quantity 10 or more", "quantity up to 49"; nothing without bounds. */
function quantityTier(min: unknown, max: unknown): string | undefined {
  const from = textOf(min)
  const to = textOf(max)
  if (from && to) return `quantity ${from} to ${to}`
  if (from) return `quantity ${from} or more`
  if (to) return `quantity up to ${to}`
  return undefined
}

/** A rule other than the region: its attribute in words ("customer group") and value. */
function ruleWords(attribute: string, value: unknown): string {
  const name = attribute.replace(/_id$/, "").replace(/[_.]/g, " ")
  return `${name} ${textOf(value) ?? JSON.stringify(value)}`
}

/** The context in words, parts separated by "; "; empty when there is none. */
export function describeContext(
  context: Context,
  names: ContextNames = {}
): string {
  if (!isRecord(context)) return ""
  const parts: string[] = []
  const currency = textOf(context.currency_code)
  if (currency) parts.push(currency.toUpperCase())
  const { regionId, priceListId } = contextReferences(context)
  if (priceListId)
    parts.push(
      `price list ${names.priceList ? `"${names.priceList}"` : priceListId}`
    )
  if (regionId) parts.push(`region ${names.region ?? regionId}`)
  for (const [attribute, value] of Object.entries(rulesOf(context)))
    if (attribute !== "region_id") parts.push(ruleWords(attribute, value))
  const tier = quantityTier(context.min_quantity, context.max_quantity)
  if (tier) parts.push(tier)
  const location = textOf(context.location_name) ?? textOf(context.location_id)
  if (location) parts.push(`location ${location}`)
  // A stock movement an order made (capture/sql/stock.ts): by its number, as the shop shows orders.
  const order = textOf(context.order_display_id) ?? textOf(context.order_id)
  if (order) parts.push(`order #${order}`)
  return parts.join("; ")
}
