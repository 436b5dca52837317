import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import {
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  historyFilterSchema,
  TOTAL_COUNT_MODES,
} from "../../../modules/product-history/filters"

/** The history filters in Medusa's names (snake_case, `q`, `order`), as the module declares them. */
export const AdminHistoryFilters = historyFilterSchema
export const AdminHistoryListParams = AdminHistoryFilters.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_MAX_LIMIT, `must be at most ${HISTORY_MAX_LIMIT}`)
    .default(HISTORY_DEFAULT_LIMIT),
  total_count_mode: z.enum(TOTAL_COUNT_MODES).default("capped"),
})
export const AdminRollback = z
  .object({ force: z.boolean().default(false) })
  .strict()
export const AdminPriceSeriesParams = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(90),
})

/** Parses with the clerk's words on failure (400). */
export function parseOr400<T extends z.ZodType>(
  schema: T,
  input: unknown
): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (!result.success) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      result.error.issues
        .map((i) => `${i.path.join(".") || "request"}: ${i.message}`)
        .join("; ")
    )
  }
  return result.data
}
