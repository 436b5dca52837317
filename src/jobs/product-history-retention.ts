import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pluginOptions } from "../modules/plugin-settings/plugin-options"
import { deleteExpiredHistoryWorkflow } from "../workflows/product-history"
import { runAsHistoryActor } from "../modules/product-history/capture/actor-context"

const BATCH_SIZE = 5000

/** Daily: deletes history entries older than `historyRetentionDays`, keeping the newest entry of each product field. */
export default async function productHistoryRetentionJob(
  container: MedusaContainer
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const days = pluginOptions(container).historyRetentionDays
  const olderThan = new Date(Date.now() - days * 86_400_000).toISOString()
  const { result } = await runAsHistoryActor(
    { source: "job", changedBy: config.name },
    () =>
      deleteExpiredHistoryWorkflow(container).run({
        input: { olderThan, batchSize: BATCH_SIZE },
      })
  )
  logger.info(
    `Product history: retention removed ${result.deleted} entr${result.deleted === 1 ? "y" : "ies"} older than ${days} days.`
  )
}

export const config = {
  name: "plugin-product-history-retention",
  schedule: "30 3 * * *",
}
