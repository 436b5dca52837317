import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  copyConversionBatch,
  ensurePartitions,
  finishConversion,
  LOCK_NOT_AVAILABLE,
  storageState,
} from "./partition-upkeep"

export type PartitionUpkeep = {
  /** Monthly partitions made. */
  made: number
  /** Entries a conversion under way copied in this run. */
  copied: number
  /** Whether this run finished a conversion (the table is partitioned now). */
  converted: boolean
  /** The months ahead were not made: the table was busy (a long read); the next run makes them. */
  deferred: boolean
}

/**
 * The partition upkeep: carries a conversion under way on in batches for up
 * to `forMs` (finishing it once all is copied), then makes the months ahead.
 */
export async function keepPartitions(
  knex: Knex,
  {
    batchSize,
    forMs,
    now = new Date(),
  }: { batchSize: number; forMs: number; now?: Date }
): Promise<PartitionUpkeep> {
  let copied = 0
  let converted = false
  if ((await storageState(knex)).layout === "converting") {
    const until = Date.now() + forMs
    for (;;) {
      const read = await copyConversionBatch(knex, batchSize)
      copied += read
      if (read === 0) {
        converted = await finishConversion(knex)
        break
      }
      if (Date.now() >= until) break
    }
  }
  try {
    const made = await ensurePartitions(knex, now)
    return { made, copied, converted, deferred: false }
  } catch (e) {
    if ((e as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw e
    return { made: 0, copied, converted, deferred: true }
  }
}
