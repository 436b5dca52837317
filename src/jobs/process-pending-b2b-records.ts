import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  defineFileConfig,
} from "@medusajs/framework/utils"
import { configuredPluginOptions } from "../modules/plugin-settings/configured-options"
import { pluginOptions } from "../modules/plugin-settings/plugin-options"
import {
  linkLeftoverOrders,
  processPendingRecords,
} from "../workflows/b2b-import"
import { runAsHistoryActor } from "../modules/product-history/capture/actor-context"

// Medusa reads `config` when it imports this file, before any container exists: the options come from its loaded config.
const { pendingJob } = configuredPluginOptions()

/**
 * Links orders that interrupted runs left to their records (a pending record
 * among them would otherwise be run again from its file), then processes up
 * to `pendingJob.batchSize` pending inbound records, oldest first, and logs a
 * one-line summary.
 */
export default async function processPendingB2bRecordsJob(
  container: MedusaContainer
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { batchSize } = pluginOptions(container).pendingJob
  // Stock the orders reserve is recorded as changed by this job.
  const { total, byStatus, failures } = await runAsHistoryActor(
    { source: "job", changedBy: config.name },
    async () => {
      await linkLeftoverOrders(container, { actor: "crash recovery (job)" })
      return processPendingRecords(container, {
        batchSize,
        limit: batchSize,
        actor: "job",
      })
    }
  )
  if (!total) {
    logger.debug("B2B import: no pending records.")
    return
  }
  const failed = byStatus.failed + byStatus.parsed + byStatus.mapped
  const summary = `B2B import: processed ${total} pending record(s): ${byStatus.approved} approved, ${byStatus.awaiting_approval} awaiting approval, ${failed} failed, ${byStatus.skipped} skipped, ${failures.length} error(s).`
  const details = failures.map((f) => ` Record ${f.id}: ${f.message}`).join("")
  if (failures.length) logger.warn(summary + details)
  else logger.info(summary)
}

/** Name and cron schedule (plugin option `pendingJob.schedule`). */
export const config = {
  name: "plugin-b2b-process-pending-records",
  schedule: pendingJob.schedule,
}

// Plugin option `pendingJob.enabled: false` keeps the job from being registered.
defineFileConfig({
  isDisabled: () => !configuredPluginOptions().pendingJob.enabled,
})
