import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { releaseLocks } from "../utils/lock-leases"
import type { HeldLocks } from "./acquire-record-locks"

/** Gives back the locks a run took (every acquire of the run, by its owner id); never fails the run. */
export const releaseRecordLocksStep = createStep(
  "plugin-b2b-release-record-locks",
  async (locks: (HeldLocks | undefined)[], { container }) => {
    const taken = locks.filter((l): l is HeldLocks => !!l)
    const [first] = taken
    const keys = [...new Set(taken.flatMap((l) => l.keys))]
    if (first && keys.length)
      await releaseLocks(
        container.resolve(Modules.LOCKING),
        container.resolve(ContainerRegistrationKeys.LOGGER),
        first.ownerId,
        keys
      )
    return new StepResponse(undefined)
  }
)
