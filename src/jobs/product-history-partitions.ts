import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { keepHistoryPartitionsWorkflow } from "../workflows/product-history"

/** Entries copied per statement while an unpartitioned table is converted: each batch is a short transaction. */
const BATCH_SIZE = 20_000
/** A run copies for at most this long, so runs (every 15 minutes) never overlap. */
const COPY_FOR_MS = 10 * 60 * 1000

/**
 * Every 15 minutes: the history's monthly partitions made ahead; an older
 * unpartitioned table converted, a batch at a time; the list's wider indexes
 * built partition by partition; the newest entry of each product field
 * folded in for retention.
 */
export default async function productHistoryPartitionsJob(
  container: MedusaContainer
) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { result } = await keepHistoryPartitionsWorkflow(container).run({
    input: { batchSize: BATCH_SIZE, forMs: COPY_FOR_MS },
  })
  if (result.made)
    logger.info(
      `Product history: ${result.made} monthly partition${result.made === 1 ? "" : "s"} made ahead.`
    )
  if (result.deferred)
    logger.info(
      "Product history: the monthly partitions ahead were not made now (the table was busy); the next run makes them."
    )
  if (result.indexesBuilt)
    logger.info(
      `Product history: ${result.indexesBuilt} partition index${result.indexesBuilt === 1 ? "" : "es"} built (the list's wider indexes); it goes on at the next run if more are missing.`
    )
  if (result.converted)
    logger.info(
      "Product history: the entries are partitioned by month now (conversion finished)."
    )
  else if (result.copied)
    logger.info(
      `Product history: partitioning the entries, ${result.copied} more copied; it goes on at the next run.`
    )
}

export const config = {
  name: "plugin-product-history-partitions",
  schedule: "*/15 * * * *",
}
