import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { HISTORY_MAX_LIMIT, HISTORY_SORTS, HistoryFilterInput, historyFilterSchema } from "../../../modules/product-history/filters"

/** Medusa-style names (snake_case, offset/limit, `q`, `order`) for the same filters as `/api`. */
export const AdminHistoryFilters = z.object({
  field_name: historyFilterSchema.shape.fieldName,
  from: historyFilterSchema.shape.from,
  to: historyFilterSchema.shape.to,
  source: historyFilterSchema.shape.source,
  product_id: historyFilterSchema.shape.productId,
  q: historyFilterSchema.shape.term,
  order: z.enum(["-changed_at", "changed_at", "field_name", "-field_name", "product_number", "-product_number"]).default("-changed_at"),
})
export const AdminHistoryListParams = AdminHistoryFilters.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT, `must be at most ${HISTORY_MAX_LIMIT}`).default(25),
  total_count_mode: z.enum(["capped", "exact"]).default("capped"),
})
export const AdminRollback = z.object({ force: z.boolean().default(false) }).strict()
export const AdminPriceSeriesParams = z.object({ days: z.coerce.number().int().min(1).max(3650).default(90) })

const SORT_BY_ORDER = Object.fromEntries(HISTORY_SORTS.map((s) => [s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), s]))

/** The `/api` filter input for admin parameters. */
export function toFilterInput(params: z.infer<typeof AdminHistoryFilters>): HistoryFilterInput {
  return {
    fieldName: params.field_name,
    from: params.from,
    to: params.to,
    source: params.source,
    productId: params.product_id,
    term: params.q,
    sort: SORT_BY_ORDER[params.order] as HistoryFilterInput["sort"],
  }
}

/** Parses with the clerk's words on failure (400). */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (!result.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues.map((i) => `${i.path.join(".") || "request"}: ${i.message}`).join("; "))
  }
  return result.data
}
