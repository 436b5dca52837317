import { z } from "@medusajs/framework/zod"
import type {
  ChangeSetView,
  HistoryEntryView,
} from "../../modules/product-history/entry-view"
import {
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  pastListWindow,
  HISTORY_ORDERS,
  historyFilterSchema,
  TOTAL_COUNT_MODES,
} from "../../modules/product-history/filters"
import type { PriceSeries } from "../../modules/product-history/price-series-types"
import { PRICE_FIELDS } from "../../modules/product-history/types"

/** The history filters in Shopware's camelCase (`term`, `sort`); mapped to the module's names below. */
export const apiHistoryFilters = z.object({
  fieldName: historyFilterSchema.shape.field_name,
  fieldGroup: historyFilterSchema.shape.field_group,
  from: historyFilterSchema.shape.from,
  to: historyFilterSchema.shape.to,
  source: historyFilterSchema.shape.source,
  productId: historyFilterSchema.shape.product_id,
  term: historyFilterSchema.shape.q,
  sort: z
    .enum(HISTORY_ORDERS.map(camel) as [string, ...string[]])
    .default("-changedAt"),
})
export type ApiHistoryFilters = z.infer<typeof apiHistoryFilters>

export const apiHistoryPage = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_MAX_LIMIT, `must be at most ${HISTORY_MAX_LIMIT}`)
    .default(HISTORY_DEFAULT_LIMIT),
  /** `total` counts up to 10,000 (then `totalCapped: true`) unless `exact` is asked for. */
  totalCountMode: z.enum(TOTAL_COUNT_MODES).default("capped"),
})

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}
const snake = (name: string) =>
  name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The module's filter input for camelCase filters. */
export function toHistoryFilters(input: Partial<ApiHistoryFilters>) {
  return {
    field_name: input.fieldName,
    field_group: input.fieldGroup,
    from: input.from,
    to: input.to,
    source: input.source,
    product_id: input.productId,
    q: input.term,
    order: input.sort
      ? (snake(input.sort) as (typeof HISTORY_ORDERS)[number])
      : undefined,
  }
}

/** An entry on the `/api` wire: the module's view in camelCase. */
export function toApiEntry(view: HistoryEntryView) {
  return Object.fromEntries(
    Object.entries(view).map(([key, value]) => [camel(key), value])
  )
}

export const apiEntrySchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  productName: z.string().nullable(),
  productNumber: z.string().nullable(),
  fieldName: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  oldValueDisplay: z.string(),
  newValueDisplay: z.string(),
  changedAt: z.string().describe("ISO 8601 with offset"),
  changedBy: z.string(),
  userId: z.string().nullable(),
  integrationId: z.string().nullable(),
  source: z.string(),
  manual: z
    .boolean()
    .describe(
      "Written by hand (plugin:history:add): source and values are what was typed in"
    ),
  contextData: z.record(z.string(), z.unknown()).nullable(),
  comment: z.string().nullable(),
  rolledBackEntryId: z.string().nullable(),
  rolledBackBy: z
    .string()
    .nullable()
    .describe("The newest entry that rolled this one back"),
  changeSetId: z
    .string()
    .describe("The save the entry belongs to: entries of one save share it"),
})

/** A change set on the `/api` wire (`groupBy=changeSet`). */
export function toApiChangeSet(view: ChangeSetView) {
  return {
    changeSetId: view.change_set_id,
    changedAt: view.changed_at,
    changedBy: view.changed_by,
    source: view.source,
    entries: view.entries.map(toApiEntry),
  }
}

export const apiChangeSetSchema = z.object({
  changeSetId: z.string(),
  changedAt: z.string().nullable().describe("ISO 8601 with offset"),
  changedBy: z.string().nullable(),
  source: z.string().nullable(),
  entries: z
    .array(apiEntrySchema)
    .describe("The save's entries the filters match"),
})

/** `groupBy=changeSet`: one row per save; sorted by changedAt only. */
export const apiGroupBy = {
  groupBy: z
    .enum(["changeSet"])
    .optional()
    .describe(
      "changeSet: one row per save with its entries; total counts saves"
    ),
}
/** Refuses a sort other than by time for grouped lists, naming the parameter. */
export const groupedSortOnlyByTime = (
  value: { groupBy?: string; sort?: string },
  ctx: z.RefinementCtx
) => {
  if (value.groupBy && value.sort && !/^-?changedAt$/.test(value.sort))
    ctx.addIssue({
      code: "custom",
      path: ["sort"],
      message: "sort: with groupBy=changeSet only changedAt or -changedAt",
    })
}

/** A page must end within the list's first 10,000 entries (the work of a page grows with its depth). */
export const pageWithinWindow = (
  value: { page: number; limit: number },
  ctx: z.RefinementCtx
) => {
  const deep = pastListWindow(
    (value.page - 1) * value.limit,
    value.limit,
    "page"
  )
  if (deep) ctx.addIssue({ code: "custom", path: ["page"], message: deep })
}

const point = z.object({
  at: z.string().describe("From this time on the price was `value`"),
  value: z
    .number()
    .nullable()
    .describe("The price; null: there was no such price from `at` on"),
  entryId: z
    .string()
    .nullable()
    .describe(
      "The history entry of this change; null for the window's start, the variant's creation and the live price at `to`"
    ),
})
const series = z.object({
  variantId: z.string(),
  sku: z.string().nullable(),
  currencyCode: z.string(),
  fieldName: z
    .enum(PRICE_FIELDS)
    .describe("price.gross when the price includes tax, else price.net"),
  priceListId: z
    .string()
    .nullable()
    .describe("The price list the price belongs to; null for a base price"),
  minQuantity: z
    .number()
    .nullable()
    .describe("Tier price: from this quantity on"),
  maxQuantity: z
    .number()
    .nullable()
    .describe("Tier price: up to this quantity"),
  rules: z
    .record(z.string(), z.string())
    .describe(
      'Price rules as Medusa keeps them (attribute → value), e.g. {"region_id": "reg_…"}'
    ),
  label: z
    .string()
    .describe(
      'The price in words: currency, price list, region, quantity, e.g. "EUR · Region Europe · from 10 pcs"'
    ),
  points: z
    .array(point)
    .describe(
      "Oldest first: the first known price (at the window's start only when it is known to have existed then), each change, and the live price at `to`"
    ),
})
export const apiPriceSeriesSchema = z.object({
  productId: z.string(),
  days: z.number().int(),
  from: z.string().describe("Start of the window (`to` minus `days`)"),
  to: z.string().describe("End of the window: now"),
  series: z
    .array(series)
    .describe(
      "One line per variant and price (currency, price list, rules, quantity bounds), changed or not"
    ),
})
export const apiPriceSeriesQuery = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(90),
})

/** The price chart on the `/api` wire (camelCase). */
export function toApiPriceSeries(
  data: PriceSeries
): z.infer<typeof apiPriceSeriesSchema> {
  return {
    productId: data.product_id,
    days: data.days,
    from: data.from,
    to: data.to,
    series: data.series.map((s) => ({
      variantId: s.variant_id,
      sku: s.sku,
      currencyCode: s.currency_code,
      fieldName: s.field_name,
      priceListId: s.price_list_id,
      minQuantity: s.min_quantity,
      maxQuantity: s.max_quantity,
      rules: s.rules,
      label: s.label,
      points: s.points.map((p) => ({
        at: p.at,
        value: p.value,
        entryId: p.entry_id,
      })),
    })),
  }
}
