import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pluginOptions } from "../modules/plugin-settings/plugin-options"
import type { RetentionGroupResult } from "../modules/product-history/retention"
import {
  DEFAULT_RETENTION_GROUP,
  RETENTION_PREFIX_GROUPS,
} from "../modules/product-history/retention-groups"
import { deleteExpiredHistoryWorkflow } from "../workflows/product-history"
import { runAsHistoryActor } from "../modules/product-history/capture/actor-context"

/** Entries one statement looks at (bench history-retention: a batch's time). */
const BATCH_SIZE = 5000

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en")} ${n === 1 ? one : many}`

/** Which fields a group names, in words: "stock.reserved", "every other field (12 fields)". */
function groupInWords(result: RetentionGroupResult, alone: boolean): string {
  const fields = ` (${count(result.fields.length, "field", "fields")})`
  if (result.group === DEFAULT_RETENTION_GROUP)
    return `${alone ? "every field" : "every other field"}${fields}`
  if ((RETENTION_PREFIX_GROUPS as readonly string[]).includes(result.group))
    return `${result.group}${fields}`
  return result.group
}

/** One group's outcome: what went, of which fields, and from when on entries are kept. */
function retentionInWords(
  result: RetentionGroupResult,
  alone: boolean
): string {
  const cutOff = `${result.cutOff.slice(0, 16).replace("T", " ")} UTC`
  return (
    `Product history retention: removed ${count(result.deleted, "entry", "entries")} ` +
    `of ${groupInWords(result, alone)} changed before ${cutOff} ` +
    `(kept ${count(result.days, "day", "days")}; the newest entry of each product field stays).`
  )
}

/** Daily: deletes history entries past their field group's `historyRetentionDays`, keeping the newest entry of each product field. */
export default async function productHistoryRetentionJob(
  container: MedusaContainer
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const retention = pluginOptions(container).historyRetentionDays
  const { result } = await runAsHistoryActor(
    { source: "job", changedBy: config.name },
    () =>
      deleteExpiredHistoryWorkflow(container).run({
        input: {
          retention,
          now: new Date().toISOString(),
          batchSize: BATCH_SIZE,
        },
      })
  )
  for (const month of result.months)
    logger.info(
      month.deferred
        ? `Product history retention: ${month.partition} was busy (a long read); its entries go in batches, the month at the next run.`
        : `Product history retention: removed the month ${month.partition} at once (${count(month.entries, "entry", "entries")}; the newest entry of each product field stays).`
    )
  for (const group of result.groups)
    logger.info(retentionInWords(group, result.groups.length === 1))
}

export const config = {
  name: "plugin-product-history-retention",
  schedule: "30 3 * * *",
}
