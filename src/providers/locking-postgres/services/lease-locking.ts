import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { ILockingProvider, Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import {
  NO_OWNER,
  normaliseKeys,
  releaseEvery,
  releaseKeys,
  takeAll,
} from "./lease-sql"
import { renewWhileRunning } from "./lease-renewal"

/** How long `execute` waits for its keys unless told (Medusa's providers wait 5 s). */
const DEFAULT_WAIT_SECONDS = 5
/** The lease `execute` takes unless told: renewed while the job runs, it only bounds how long a dead process's keys stay taken. */
const DEFAULT_EXECUTE_LEASE_SECONDS = 60
const FIRST_RETRY_MS = 20
const MAX_RETRY_MS = 500

type Container = { manager: { getKnex(): Knex }; logger?: Logger }

/**
 * Medusa's locking on PostgreSQL, as leases in one table (plugin_lock_lease).
 *
 * Not Medusa's `locking-postgres`, which has two defects that bite here:
 * its `execute` holds a pooled connection in an open transaction while it
 * waits on `pg_advisory_xact_lock`, so ten waiting calls (a burst of process
 * calls or logins) take every connection the holder needs to finish; and its
 * `acquire` never takes over a lock whose lease ran out, so a process killed
 * while holding one (the order-number lock of `acquireLockStep`) blocks that
 * key for good. Here no connection is held while waiting (a taker polls with
 * backoff, one short statement a try), a lease that ran out is free for the
 * next taker, and `execute` renews its lease while the job runs, as Medusa's
 * Redis provider does.
 */
export class PostgresLeaseLockingProvider implements ILockingProvider {
  static identifier = "plugin-locking-postgres"

  private readonly manager: Container["manager"]
  private readonly logger?: Logger

  constructor(container: Container) {
    this.manager = container.manager
    this.logger = container.logger
  }

  private get knex(): Knex {
    return this.manager.getKnex()
  }

  async execute<T>(
    keys: string | string[],
    job: (signal?: AbortSignal) => Promise<T>,
    args?: { timeout?: number; expire?: number }
  ): Promise<T> {
    const all = normaliseKeys(keys)
    const waitSeconds = positiveSeconds(args?.timeout, DEFAULT_WAIT_SECONDS)
    const leaseSeconds = positiveSeconds(
      args?.expire,
      DEFAULT_EXECUTE_LEASE_SECONDS
    )
    // One owner per call, so the release below can only free what this call took.
    const ownerId = `execute:${randomUUID()}`
    await this.waitFor(
      all,
      ownerId,
      leaseSeconds,
      Date.now() + waitSeconds * 1000
    )
    const renewal = renewWhileRunning(
      this.knex,
      all,
      ownerId,
      leaseSeconds,
      this.logger
    )
    try {
      const result = await job(renewal.signal)
      // The lease ran out under the job: it did not run alone, so its result is not reported as if it had.
      if (renewal.signal.aborted) throw renewal.signal.reason
      return result
    } finally {
      renewal.stop()
      await this.releaseAfterJob(all, ownerId)
    }
  }

  /** A release that fails (the database went away) must not turn a job that ran into an error: the lease runs out instead. */
  private async releaseAfterJob(
    keys: string[],
    ownerId: string
  ): Promise<void> {
    try {
      await releaseKeys(this.knex, keys, ownerId)
    } catch (error) {
      this.logger?.warn(
        `Could not release the lock on "${keys.join('", "')}" (${(error as Error).message}); it frees itself when its lease runs out.`
      )
    }
  }

  /** Takes the keys now, or throws: never waits (as Medusa's providers). */
  async acquire(
    keys: string | string[],
    args?: { ownerId?: string | null; expire?: number }
  ): Promise<void> {
    const expire = args?.expire && args.expire > 0 ? args.expire : null
    const refused = await takeAll(
      this.knex,
      normaliseKeys(keys),
      args?.ownerId ?? NO_OWNER,
      expire
    )
    if (refused)
      throw new MedusaError(
        MedusaError.Types.CONFLICT,
        `Failed to acquire lock for key "${refused}"`
      )
  }

  async release(
    keys: string | string[],
    args?: { ownerId?: string | null }
  ): Promise<boolean> {
    return releaseKeys(
      this.knex,
      normaliseKeys(keys),
      args?.ownerId ?? NO_OWNER
    )
  }

  async releaseAll(args?: { ownerId?: string | null }): Promise<void> {
    await releaseEvery(this.knex, args?.ownerId ?? null)
  }

  /** Tries until the keys are taken or the deadline passes, backing off with jitter between tries. */
  private async waitFor(
    keys: string[],
    ownerId: string,
    leaseSeconds: number,
    deadline: number
  ): Promise<void> {
    let delay = FIRST_RETRY_MS
    while ((await takeAll(this.knex, keys, ownerId, leaseSeconds)) !== null) {
      const left = deadline - Date.now()
      // The words are Medusa's own: callers (the login throttle) recognise a timeout by them.
      if (left <= 0)
        throw new MedusaError(
          MedusaError.Types.CONFLICT,
          "Timed-out acquiring lock."
        )
      await sleep(Math.min(left, delay * (0.5 + Math.random() * 0.5)))
      delay = Math.min(delay * 2, MAX_RETRY_MS)
    }
  }
}

function positiveSeconds(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.max(value, 1)
    : fallback
}
