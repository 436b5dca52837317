import { setTimeout as sleep } from "node:timers/promises"
import type { ILockingModule, Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"

/**
 * The import's record and file locks, held by a workflow from its acquire
 * step to its release step. Medusa's `acquireLockStep` takes a lock with a
 * fixed lease: long enough for the slowest run, a killed instance would keep
 * its records from everyone for that long. These locks instead have a short
 * lease that this process renews while the run goes on, so a record a killed
 * instance held is free again within seconds, and a long run keeps it.
 */

/** Lease of the locks, in seconds: how long a killed instance keeps a record from the others. */
export const LOCK_LEASE_SECONDS = 15
/** How long a run waits for a record (or file) another run holds, in seconds. */
export const LOCK_WAIT_SECONDS = 120
/** The longest a run keeps renewing: one that never reaches its release (a bug) frees its records then. */
const MAX_HOLD_MS = 30 * 60_000
const FIRST_RETRY_MS = 50
const MAX_RETRY_MS = 1_000

type Held = { keys: Set<string>; timer: NodeJS.Timeout; since: number }
/** The locks this process holds for runs, by owner (one owner per workflow run). */
const held = new Map<string, Held>()

/**
 * Whether `acquire` refused because another owner holds a key (Medusa's
 * providers say "Failed to acquire lock for key …"; ours throws a CONFLICT),
 * rather than failing (a database away): only the first is waited out.
 */
function heldElsewhere(error: unknown): boolean {
  return (
    (MedusaError.isMedusaError(error) &&
      (error as MedusaError).type === MedusaError.Types.CONFLICT) ||
    /Failed to acquire lock/i.test((error as Error)?.message ?? "")
  )
}

/**
 * Takes the keys for the owner one at a time in their sorted order, waiting
 * while another run holds one (every run takes keys in the same order, so
 * two never wait for each other's half: Redis's provider takes several keys
 * in parallel and keeps those it got when one is refused). A 409 in words
 * after LOCK_WAIT_SECONDS, with the keys taken so far given back.
 */
export async function waitForLocks(
  locking: ILockingModule,
  keys: string[],
  ownerId: string
): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_SECONDS * 1000
  const taken: string[] = []
  const giveBack = () =>
    taken.length
      ? locking.release(taken, { ownerId }).catch(() => false)
      : undefined
  for (const key of [...keys].sort()) {
    const got = await waitForOne(locking, key, ownerId, deadline).catch(
      async (error) => {
        await giveBack()
        throw error
      }
    )
    if (!got) {
      await giveBack()
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.RECORD_BUSY,
        `Another run has been working on this inbound record (or a record with the same file) for more than ${LOCK_WAIT_SECONDS} seconds. Try again in a few minutes.`
      )
    }
    taken.push(key)
  }
}

/** Tries until the key is the owner's (true) or the deadline passes (false), backing off with jitter. */
async function waitForOne(
  locking: ILockingModule,
  key: string,
  ownerId: string,
  deadline: number
): Promise<boolean> {
  let delay = FIRST_RETRY_MS
  for (;;) {
    try {
      await locking.acquire(key, { ownerId, expire: LOCK_LEASE_SECONDS })
      return true
    } catch (error) {
      if (!heldElsewhere(error)) throw error
      const left = deadline - Date.now()
      if (left <= 0) return false
      // Jitter, so that waiting runs do not all try again at the same moment.
      await sleep(Math.min(left, delay * (0.5 + Math.random() * 0.5)))
      delay = Math.min(delay * 2, MAX_RETRY_MS)
    }
  }
}

/** Renews the owner's keys every third of the lease until stopRenewing, the lease is lost, or MAX_HOLD_MS. */
export function keepRenewing(
  locking: ILockingModule,
  logger: Logger,
  ownerId: string,
  keys: string[]
): void {
  const current = held.get(ownerId)
  if (current) {
    keys.forEach((k) => current.keys.add(k))
    return
  }
  const entry: Held = {
    keys: new Set(keys),
    since: Date.now(),
    timer: setInterval(
      () => void renew(locking, logger, ownerId),
      (LOCK_LEASE_SECONDS * 1000) / 3
    ),
  }
  // A lease being renewed never keeps the process alive on its own.
  entry.timer.unref()
  held.set(ownerId, entry)
}

async function renew(locking: ILockingModule, logger: Logger, owner: string) {
  const entry = held.get(owner)
  if (!entry) return
  const keys = [...entry.keys]
  if (Date.now() - entry.since > MAX_HOLD_MS) {
    stopRenewing(owner)
    logger.warn(
      `B2B import: the lock on "${keys.join('", "')}" was held for more than ${MAX_HOLD_MS / 60_000} minutes; it is no longer renewed and frees itself in ${LOCK_LEASE_SECONDS} s.`
    )
    return
  }
  try {
    await locking.acquire(keys, { ownerId: owner, expire: LOCK_LEASE_SECONDS })
  } catch (error) {
    // A database that is briefly away is tried again at the next tick; the lease outlasts two of them.
    logger.warn(
      `B2B import: could not renew the lock on "${keys.join('", "')}" (${(error as Error).message}); trying again.`
    )
  }
}

/** Stops renewing the keys (default: all of the owner's). */
export function stopRenewing(ownerId: string, keys?: string[]): void {
  const entry = held.get(ownerId)
  if (!entry) return
  if (keys) keys.forEach((k) => entry.keys.delete(k))
  if (keys && entry.keys.size) return
  clearInterval(entry.timer)
  held.delete(ownerId)
}

/** Stops renewing and releases; a release that fails leaves the lease to run out (it must not fail a run that finished). */
export async function releaseLocks(
  locking: ILockingModule,
  logger: Logger,
  ownerId: string,
  keys: string[]
): Promise<void> {
  stopRenewing(ownerId, keys)
  try {
    await locking.release(keys, { ownerId })
  } catch (error) {
    logger.warn(
      `B2B import: could not release the lock on "${keys.join('", "')}" (${(error as Error).message}); it frees itself within ${LOCK_LEASE_SECONDS} s.`
    )
  }
}
