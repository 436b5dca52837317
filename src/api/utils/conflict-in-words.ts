import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * Runs an action and answers a conflict (e.g. a record in the wrong status, a
 * field changed since) with 409, its own words and its data: Medusa's error
 * handler would replace the message of a CONFLICT with a generic text about
 * idempotency keys.
 */
export async function withConflictInWords<T>(res: MedusaResponse, action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action()
  } catch (error) {
    if (MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.CONFLICT) {
      const { code, message } = error as MedusaError
      const meta = (error as { meta?: Record<string, unknown> }).meta
      res.status(409).json({ type: "conflict", code, message, ...(meta ? { meta } : {}) })
      return undefined
    }
    throw error
  }
}
