import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { historyService } from "../utils/check-rollback"

/**
 * Forgets the guard of a rollback's write once the write is over (the
 * capture keeps it only so that a write Medusa splits into several
 * transactions continues it). A step of its own after the write: should it
 * fail, Medusa compensates the write.
 */
export const forgetRollbackGuardStep = createStep(
  "plugin-history-forget-rollback-guard",
  async ({ guardId }: { guardId: string }, { container }) => {
    await historyService(container).forgetGuard(guardId)
    return new StepResponse(undefined)
  }
)
