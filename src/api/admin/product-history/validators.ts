import { z } from "@medusajs/framework/zod"
import {
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  historyFilterSchema,
  pastListWindow,
  rollbackCommentSchema,
  TOTAL_COUNT_MODES,
} from "../../../modules/product-history/filters"
import { csvDelimiterParam } from "../../../modules/product-history/exports/csv-options"
import { limitParam, offsetParam } from "../../utils/find-params"

/** The history filters in Medusa's names (snake_case, `q`, `order`), as the module declares them. */
const AdminHistoryFilters = historyFilterSchema
export const AdminHistoryListParams = AdminHistoryFilters.extend({
  offset: offsetParam,
  limit: limitParam(HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT),
  total_count_mode: z.enum(TOTAL_COUNT_MODES).default("capped"),
  /** `change_set`: one row per save with its entries; `count` counts saves. */
  group_by: z.enum(["change_set"]).optional(),
}).superRefine((value, ctx) => {
  const deep = pastListWindow(value.offset, value.limit, "offset")
  if (deep) ctx.addIssue({ code: "custom", path: ["offset"], message: deep })
  if (value.group_by && !/^-?changed_at$/.test(value.order))
    ctx.addIssue({
      code: "custom",
      path: ["order"],
      message: "order: with group_by=change_set only changed_at or -changed_at",
    })
})
/** A body may be left out: `{}` then. */
const orEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((body) => body ?? {}, schema)

export const AdminRollback = orEmpty(
  z
    .object({
      force: z.boolean().default(false),
      comment: rollbackCommentSchema,
    })
    .strict()
)
export type AdminRollbackType = z.infer<typeof AdminRollback>
export const AdminHistoryExport = orEmpty(AdminHistoryFilters.strict())
export type AdminHistoryExportType = z.infer<typeof AdminHistoryExport>
/** The CSV export: the filters and the cell separator. */
export const AdminHistoryCsvExport = orEmpty(
  AdminHistoryFilters.extend({ delimiter: csvDelimiterParam }).strict()
)
export type AdminHistoryCsvExportType = z.infer<typeof AdminHistoryCsvExport>
export type AdminHistoryListParamsType = z.infer<typeof AdminHistoryListParams>
export const AdminPriceSeriesParams = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(90),
})
export type AdminPriceSeriesParamsType = z.infer<typeof AdminPriceSeriesParams>
