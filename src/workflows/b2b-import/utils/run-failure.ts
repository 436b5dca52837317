import { MedusaError } from "@medusajs/framework/utils"
import { B2B_ERROR_CODES } from "../../../modules/b2b-import/errors"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"
import {
  type InboundAction,
  statusAfterThrownRun,
} from "../../../modules/b2b-import/status-machine"
import type { InboundStatus } from "../../../modules/b2b-import/types"

/** Where a run that threw leaves its record, and the error the clerk reads there. */
export type RunFailure = { status: InboundStatus; error: RowError }

/**
 * A pipeline run that threw (its order already rolled back by compensation),
 * as the record shows it: the clerk gets words, the log the details of what
 * nobody foresaw (`logUnexpected`).
 */
export function runFailure(
  action: InboundAction,
  error: unknown,
  logUnexpected: (details: string) => void
): RunFailure {
  const isDuplicate =
    (error as MedusaError)?.code === B2B_ERROR_CODES.DUPLICATE_ORDER_NUMBER
  let message: string
  if (isDuplicate) message = thrownMessage(error)
  else if (MedusaError.isMedusaError(error))
    message = `The order could not be created: ${thrownMessage(error)}`
  else {
    logUnexpected(`${(error as Error)?.stack ?? error}`)
    message =
      "The order could not be created because of an unexpected error. It has been logged; process the record again or contact the shop's administrator."
  }
  return {
    status: statusAfterThrownRun(action, isDuplicate),
    error: {
      row: null,
      column: null,
      value: null,
      code: isDuplicate ? "DUPLICATE_ORDER_NUMBER" : "ORDER_FAILED",
      message,
    },
  }
}

/** The words of what a workflow run threw: the SDK hands on errors it did not make as plain objects, not as Error. */
export function thrownMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === "string" ? message : String(error)
}
