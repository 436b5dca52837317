import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type SoftDeletable = {
  softDelete: (ids: string[]) => Promise<unknown>
  restore: (ids: string[]) => Promise<unknown>
}

/** A step that soft-deletes rows by id; its compensation restores them. */
export function softDeleteStep(
  name: string,
  rows: (container: MedusaContainer) => SoftDeletable
) {
  return createStep(
    name,
    async (ids: string[], { container }) => {
      await rows(container).softDelete(ids)
      return new StepResponse(ids, ids)
    },
    async (ids, { container }) => {
      if (ids?.length) await rows(container).restore(ids)
    }
  )
}
