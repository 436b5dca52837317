import { randomUUID } from "node:crypto"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { keepRenewing, releaseLocks, waitForLocks } from "../utils/lock-leases"

/** Locks a run holds: their keys and the run's owner id (to add more keys, and to release them). */
export type HeldLocks = { ownerId: string; keys: string[] }

/**
 * Takes the import's locks on records and files (LOCK_KEYS), waiting while
 * another run holds one; the lease is renewed until the release step (see
 * utils/lock-leases.ts). Unlike Medusa's acquireLockStep it also runs in a
 * nested workflow: a host app that nests a workflow of this plugin gets its
 * locks. A later step's failure releases them. `ownerId` adds keys to locks
 * the run holds already (records first, then their files: one order for all).
 */
const lockStep = (name: string) =>
  createStep(
    name,
    async (input: { keys: string[]; ownerId?: string }, { container }) => {
      const keys = [...new Set(input.keys)].sort()
      const ownerId = input.ownerId ?? `plugin-b2b-run:${randomUUID()}`
      const locking = container.resolve(Modules.LOCKING)
      if (keys.length) {
        await waitForLocks(locking, keys, ownerId)
        keepRenewing(
          locking,
          container.resolve(ContainerRegistrationKeys.LOGGER),
          ownerId,
          keys
        )
      }
      const locks: HeldLocks = { ownerId, keys }
      return new StepResponse(locks, locks)
    },
    async (locks, { container }) => {
      if (!locks?.keys.length) return
      await releaseLocks(
        container.resolve(Modules.LOCKING),
        container.resolve(ContainerRegistrationKeys.LOGGER),
        locks.ownerId,
        locks.keys
      )
    }
  )

/** The locks of records (taken first). */
export const acquireRecordLocksStep = lockStep(
  "plugin-b2b-acquire-record-locks"
)
/** The locks of the records' files (taken after the records', with the same owner). */
export const acquireFileLocksStep = lockStep("plugin-b2b-acquire-file-locks")
