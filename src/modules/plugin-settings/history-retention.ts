import { z } from "@medusajs/framework/zod"
import {
  DEFAULT_RETENTION_GROUP,
  type HistoryRetention,
  isRetentionKey,
  RETENTION_KEYS_IN_WORDS,
} from "../product-history/retention-groups"

export type { HistoryRetention }

/** Days the history keeps an entry when the option names none (for every field, or for `default`). */
export const DEFAULT_RETENTION_DAYS = 365

const DAYS_WORDS = "must be a whole number of days from 1 to 36,500"

const days = z
  .number({ error: DAYS_WORDS })
  .int({ error: DAYS_WORDS })
  .min(1, { error: DAYS_WORDS })
  .max(36_500, { error: DAYS_WORDS })

const groups = z.record(z.string(), days).superRefine((value, ctx) => {
  const unknown = Object.keys(value).filter((key) => !isRetentionKey(key))
  if (unknown.length)
    ctx.addIssue({
      code: "custom",
      message: `${unknown.map((key) => `"${key}"`).join(", ")} ${
        unknown.length > 1 ? "are no field groups" : "is no field group"
      }; ${RETENTION_KEYS_IN_WORDS}`,
    })
})

const SHAPE_WORDS =
  'must be a number of days (e.g. 365) or days per field group (e.g. { default: 730, stock: 90, "stock.reserved": 30 })'

/** A group's days that failed, named by the group: `"stock": must be a whole number …`. */
function groupProblems(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) =>
      issue.path.length
        ? `"${issue.path.join(".")}": ${issue.message}`
        : issue.message
    )
    .join("; ")
}

/**
 * `historyRetentionDays`: one number of days for every field, or days per
 * field group (`{ default: 730, stock: 90, "stock.reserved": 30 }`, see
 * product-history/retention-groups.ts). Resolved to the groups with
 * `default` always present: what the option does not name keeps 365 days.
 */
export const historyRetentionSchema = z
  .union([days, groups], {
    error: (issue) => {
      if (issue.code !== "invalid_union") return undefined
      if (typeof issue.input === "number") return DAYS_WORDS
      const isObject =
        typeof issue.input === "object" &&
        issue.input !== null &&
        !Array.isArray(issue.input)
      // An object: the groups' branch says what is wrong with it.
      return isObject && issue.errors[1]?.length
        ? groupProblems(issue.errors[1])
        : SHAPE_WORDS
    },
  })
  .transform((value): HistoryRetention =>
    typeof value === "number"
      ? { [DEFAULT_RETENTION_GROUP]: value }
      : { [DEFAULT_RETENTION_GROUP]: DEFAULT_RETENTION_DAYS, ...value }
  )
  .default({ [DEFAULT_RETENTION_GROUP]: DEFAULT_RETENTION_DAYS })
