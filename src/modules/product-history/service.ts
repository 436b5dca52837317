import type { HistoryActor } from "./types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MedusaService } from "@medusajs/framework/utils"
import type { Readable } from "node:stream"
import { HISTORY_ERROR_CODES, HistoryError } from "./errors"
import type { HistoryQuery, TotalCountMode } from "./filters"
import { HistoryEntry } from "./models/history-entry"
import { HistoryEvent } from "./models/history-event"
import { buildPriceSeries } from "./price-series"
import type {
  LiveProductPrices,
  PriceChangeRow,
  PriceSeries,
} from "./price-series-types"
import {
  countEntries,
  currentState,
  entryBounds,
  HistoryEntryRow,
  matchingEntries,
  priceChanges,
} from "./repositories/entry-reads"
import {
  exportEntriesInOrder,
  type HistoryExportRow,
} from "./repositories/export-reads"
import { rollbackTargetOf } from "./rollback-target"
import { productIdsByFormerName } from "./repositories/term-reads"
import { recentPart } from "./repositories/term-planning"
import {
  changeSetPage,
  matchingChangeSets,
} from "./repositories/change-set-reads"
import { pageWithTotal } from "./repositories/bounded-count"
import {
  changeSetEntries,
  entriesInListOrder,
  entryById,
  entryPage,
  newestRollbackOf,
  forgetGuard,
  writeUnchangedRollback,
} from "./repositories/entry-lookups"
import { rowBatches } from "../../utils/pg-row-batches"
import { captureStatus, type CaptureStatus } from "./capture/status"
import { keepPartitions } from "./partitions/keep-partitions"
import {
  dropExpiredPartitions,
  storageState,
} from "./partitions/partition-upkeep"
import { deleteExpiredByGroup, type RetentionGroupResult } from "./retention"
import {
  type HistoryRetention,
  oldestRetentionCutOff,
} from "./retention-groups"

type InjectedDependencies = { manager: { getKnex(): Knex } }

/** Rows per batch of the CSV export: the rows in flight stay few and young for the garbage collector (bench history-export). */
const EXPORT_BATCH_ROWS = 250

/**
 * Product history entries: the list and its filters, one entry, exports'
 * rows, price series, rollback targets and retention. Capture itself happens
 * in PostgreSQL (capture/); reads that SQL serves best use the repository.
 */
export default class ProductHistoryModuleService extends MedusaService({
  ProductHistoryEntry: HistoryEntry,
  // The outbox of history events, read and marked by the webhooks dispatch (plugin_product_history.written).
  ProductHistoryEvent: HistoryEvent,
}) {
  protected readonly manager_: InjectedDependencies["manager"]

  constructor(dependencies: InjectedDependencies, ...rest: unknown[]) {
    super(dependencies, ...rest)
    this.manager_ = dependencies.manager
  }

  /** Whether this instance records changes, as its start-up found (capture/status.ts). */
  captureStatus(): CaptureStatus {
    return captureStatus()
  }

  protected get knex_(): Knex {
    return this.manager_.getKnex()
  }

  /**
   * One page of entries and the total the filters match: counted up to the
   * list's window (or exactly), or PostgreSQL's estimate, flagged, when
   * counting takes longer than COUNT_TIME_MS (repositories/bounded-count.ts).
   */
  async listEntries(
    query: HistoryQuery,
    page: { offset: number; limit: number; totalCountMode?: TotalCountMode }
  ) {
    const [rows, total] = await pageWithTotal(
      this.knex_,
      page,
      entryPage(this.knex_, query, page),
      matchingEntries(query),
      recentPart(query, matchingEntries)
    )
    return { rows, ...total }
  }

  /**
   * One page of change sets (a save's entries together), newest first unless
   * the filters sort by `changed_at`, and how many match (counted as the list).
   */
  async listChangeSets(
    query: HistoryQuery,
    page: { offset: number; limit: number; totalCountMode?: TotalCountMode }
  ) {
    const direction = query.filters.order === "changed_at" ? "asc" : "desc"
    const [sets, total] = await pageWithTotal(
      this.knex_,
      page,
      changeSetPage(this.knex_, query, page, direction),
      matchingChangeSets(query),
      recentPart(query, matchingChangeSets),
      (set) => set.entries.length
    )
    return { sets, ...total }
  }

  /** Products whose entries name them by a name or number beginning with `term` (recorded, or a former title, handle or SKU), at most `limit`. */
  async productIdsByFormerName(term: string, limit: number): Promise<string[]> {
    return productIdsByFormerName(this.knex_, term, limit)
  }

  /** How many entries match the filters, exactly. */
  async countEntries(query: HistoryQuery): Promise<number> {
    return countEntries(this.knex_, query)
  }

  /** When the first and the last entry matching the filters changed; nulls when none match. */
  async entryBounds(query: HistoryQuery) {
    return entryBounds(this.knex_, query)
  }

  /** One entry by id, or undefined. */
  async findEntry(id: string): Promise<HistoryEntryRow | undefined> {
    return entryById(this.knex_, id)
  }

  /** One entry by id; NOT_FOUND in words when there is none. */
  async retrieveEntry(id: string): Promise<HistoryEntryRow> {
    const row = await this.findEntry(id)
    if (!row)
      throw new HistoryError(
        "NOT_FOUND",
        HISTORY_ERROR_CODES.ENTRY_NOT_FOUND,
        `No history entry with id "${id}" exists.`
      )
    return row
  }

  /** The entries of one save, in a stable order (product fields, then variants'); NOT_FOUND in words when there are none. */
  async retrieveChangeSet(changeSetId: string): Promise<HistoryEntryRow[]> {
    const rows = await changeSetEntries(this.knex_, changeSetId)
    if (!rows.length)
      throw new HistoryError(
        "NOT_FOUND",
        HISTORY_ERROR_CODES.CHANGE_SET_NOT_FOUND,
        `No change set with id "${changeSetId}" exists.`
      )
    return rows
  }

  /** The newest entry a rollback of `entryId` wrote (in the save `changeSetId` when given), or undefined. */
  async findRollbackEntry(
    entryId: string,
    changeSetId?: string | null
  ): Promise<HistoryEntryRow | undefined> {
    return newestRollbackOf(this.knex_, entryId, changeSetId)
  }

  /**
   * Every entry the filters match, in list order (`byProduct`: grouped by
   * product first), as a stream on a server-side cursor: memory stays flat.
   */
  streamEntries(
    query: HistoryQuery,
    options: { byProduct?: boolean; limit?: number } = {}
  ): Readable {
    const rows = entriesInListOrder(this.knex_, query, options)
    // Small cursor batches keep the heap flat however many rows follow (measured: 2000 grew it by 250 MB over 1M rows).
    return rows.stream({ batchSize: 250, highWaterMark: 250 })
  }

  /** The export's rows (HistoryExportRow) of the filters' entries in list order, in arrays, read in one pass with backpressure: memory stays flat. */
  streamExportBatches(query: HistoryQuery): Readable {
    return rowBatches<HistoryExportRow>(
      this.knex_,
      exportEntriesInOrder(this.knex_, query),
      EXPORT_BATCH_ROWS
    )
  }

  /**
   * The price chart of a product over the last `days`: its recorded price
   * changes with the prices the shop holds now (`live`, read by the caller
   * from the product and pricing modules).
   */
  async priceSeries(
    productId: string,
    days: number,
    live: LiveProductPrices
  ): Promise<PriceSeries> {
    // A minute before the window: the database's clock may run ahead of this one.
    const since = new Date(Date.now() - days * 86_400_000 - 60_000)
    const changes = (await priceChanges(
      this.knex_,
      productId,
      since
    )) as PriceChangeRow[]
    return buildPriceSeries({ productId, days, changes, live })
  }

  /** The entry and what its field holds now; refuses entries that cannot be rolled back, in words. */
  async rollbackTarget(entryId: string) {
    return rollbackTargetOf(await this.retrieveEntry(entryId), (kind, key) =>
      currentState(this.knex_, kind, key)
    )
  }

  /**
   * Writes the entry of a rollback that found the field already at the old
   * value (forced): Medusa's write changes nothing, so the capture writes no
   * entry, yet every rollback is recorded. Old and new are that value; the
   * actor (and its comment and link) as the capture would take it.
   */
  async recordUnchangedRollback(
    entry: HistoryEntryRow,
    value: unknown,
    actor: HistoryActor
  ): Promise<void> {
    await writeUnchangedRollback(this.knex_, entry, value, actor)
  }

  /** Forgets a rollback guard once its write is over. */
  async forgetGuard(guardId: string): Promise<void> {
    await forgetGuard(this.knex_, guardId)
  }

  /**
   * Deletes the entries past their field group's retention (`historyRetentionDays`,
   * resolved) in batches, keeping the newest entry of each product field;
   * what each group removed.
   */
  async deleteExpiredEntries(input: {
    retention: HistoryRetention
    now: Date
    batchSize: number
  }): Promise<RetentionGroupResult[]> {
    return deleteExpiredByGroup(this.knex_, input)
  }

  /**
   * The oldest cut-off of all groups: entries changed before it are past
   * every group's retention, so whole monthly partitions older than it can
   * go at once (partitions/), before the batches delete the rest.
   */
  oldestRetentionCutOff(retention: HistoryRetention, now: Date): Date {
    return oldestRetentionCutOff(retention, now)
  }

  /** Retention of whole months: every month past the oldest cut-off of all groups goes, but for each product field's newest entry. */
  async dropExpiredPartitions(retention: HistoryRetention, now: Date) {
    return await dropExpiredPartitions(
      this.knex_,
      oldestRetentionCutOff(retention, now)
    )
  }

  /** Monthly partitions made ahead, and a conversion of an unpartitioned table carried on (partitions/). */
  async keepPartitions(input: { batchSize: number; forMs: number }) {
    return await keepPartitions(this.knex_, input)
  }

  /** How the entries are stored: partitioned, being converted (with progress), or one table. */
  async storageState() {
    return await storageState(this.knex_)
  }
}
