import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { keepWiderIndexes } from "./index-upkeep"
import { FOLD_LAG_MS, foldLatest } from "./latest-fold"
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
  /** Partitions given a wider index (index-upkeep.ts) in this run. */
  indexesBuilt: number
  /** The newest entry of each product field is known for every entry changed before this (latest-sql.ts). */
  foldedThrough: Date
}

/**
 * The partition upkeep: carries a conversion under way on in batches for up
 * to `forMs` (finishing it once all is copied), makes the months ahead, puts
 * the wider indexes in place (index-upkeep.ts), and folds the entries since
 * its last run into the latest table (a month of
 * entries per transaction, in the time left, at least a few seconds).
 */
export async function keepPartitions(
  knex: Knex,
  {
    batchSize,
    forMs,
    now = new Date(),
  }: { batchSize: number; forMs: number; now?: Date }
): Promise<PartitionUpkeep> {
  const started = Date.now()
  let copied = 0
  let converted = false
  const { layout } = await storageState(knex)
  if (layout === "converting") {
    const until = started + forMs
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
  let made = 0
  let deferred = false
  try {
    made = await ensurePartitions(knex, now)
  } catch (e) {
    if ((e as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw e
    deferred = true
  }
  const left = () => Math.max(forMs - (Date.now() - started), 5_000)
  // Partitioned from the start of this run, or since its conversion finished.
  const indexesBuilt =
    layout === "partitioned" || converted
      ? await keepWiderIndexes(knex, left())
      : 0
  const foldedThrough = await foldLatest(
    knex,
    new Date(now.getTime() - FOLD_LAG_MS),
    left()
  )
  return { made, copied, converted, deferred, indexesBuilt, foldedThrough }
}
