import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { B2B_ERROR_CODES, b2bError } from "../../modules/b2b-import/errors"
import type { RowError } from "../../modules/b2b-import/pipeline/types"
import {
  type InboundAction,
  mayStart,
  refusalMessage,
  statusAfterThrownRun,
} from "../../modules/b2b-import/status-machine"
import type { InboundStatus } from "../../modules/b2b-import/types"
import { b2bImport } from "../../modules/b2b-import"
import { assertNoChangesToAccept } from "./approval-changes"
import {
  processInboundRecordWorkflow,
  recordInboundFailureWorkflow,
} from "../../workflows/b2b-import"
import { withRecordLock } from "./record-locks"

/** The record by id, or a 404 in words. */
export async function loadRecord(container: MedusaContainer, id: string) {
  const [record] = await b2bImport(container).listInboundRecords(
    { id },
    { take: 1 }
  )
  if (!record)
    throw b2bError(
      "NOT_FOUND",
      B2B_ERROR_CODES.RECORD_NOT_FOUND,
      `No inbound record with id "${id}" exists.`
    )
  return record
}

/** The record's state after a run that threw: the order was rolled back by compensation; the clerk gets words, the log the details. */
async function recordFailure(
  container: MedusaContainer,
  id: string,
  run: { action: InboundAction; actor: string | null; startedAt: string },
  error: unknown
) {
  const { action } = run
  const isDuplicate =
    (error as MedusaError)?.code === B2B_ERROR_CODES.DUPLICATE_ORDER_NUMBER
  let message: string
  if (isDuplicate || MedusaError.isMedusaError(error)) {
    message = isDuplicate
      ? (error as Error).message
      : `The order could not be created: ${(error as Error).message}`
  } else {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .error(
        `B2B import: processing record ${id} failed: ${(error as Error)?.stack ?? error}`
      )
    message =
      "The order could not be created because of an unexpected error. It has been logged; process the record again or contact the shop's administrator."
  }
  const rowError: RowError = {
    row: null,
    column: null,
    value: null,
    code: isDuplicate ? "DUPLICATE_ORDER_NUMBER" : "ORDER_FAILED",
    message,
  }
  const status = statusAfterThrownRun(action, isDuplicate)
  await recordInboundFailureWorkflow(container).run({
    input: { id, status, errors: [rowError], run },
  })
}

/**
 * Processing a record of an `auto` profile creates an order, so it needs
 * `order:create` exactly like approve; a caller without it is refused (403)
 * before anything runs.
 */
async function assertMayCreateOrder(
  container: MedusaContainer,
  record: { profile_id: string }
) {
  const [profile] = await b2bImport(container).listImportProfiles(
    { id: record.profile_id },
    { select: ["name", "approval_mode"] }
  )
  if (profile?.approval_mode === "auto") {
    const error = new MedusaError(
      MedusaError.Types.FORBIDDEN,
      `Processing this record creates an order at once (profile "${profile.name}" approves automatically), which needs the privilege order:create. Ask for it, or have the profile switched to manual approval.`
    )
    throw Object.assign(error, {
      meta: { missingPrivileges: ["order:create"] },
    })
  }
}

/**
 * Runs process or approve on one record under a lock on it (Medusa's locking
 * module, so it holds across instances): concurrent calls wait, then find the
 * record moved on and are refused; only one order is ever created.
 */
export async function runInboundAction(
  container: MedusaContainer,
  input: {
    id: string
    action: InboundAction
    actor: string | null
    onlyFrom?: readonly InboundStatus[]
    mayCreateOrders?: boolean
    /** Approve: the clerk accepts what the check found changed beyond the profile's allowance. */
    acceptChanges?: boolean
    /** How the caller's client says acceptChanges, for the refusal's words (default: the `/api` body field). */
    acceptWith?: string
  }
) {
  return withRecordLock(container, input.id, async () => {
    const record = await loadRecord(container, input.id)
    // A bulk run takes only what is still pending: a record another run just finished is not run again.
    if (!mayStart(input.action, record.status, input.onlyFrom)) {
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.INVALID_STATUS_TRANSITION,
        refusalMessage(record, input.action)
      )
    }
    if (input.mayCreateOrders === false && input.action === "process")
      await assertMayCreateOrder(container, record)
    // Approve refuses (409, nothing written) what the check finds changed beyond the profile's allowance.
    if (input.action === "approve" && !input.acceptChanges)
      await assertNoChangesToAccept(
        container,
        record,
        input.acceptWith ?? '"acceptChanges": true'
      )
    const startedAt = new Date().toISOString()
    try {
      const { result } = await processInboundRecordWorkflow(container).run({
        input: {
          recordId: record.id,
          action: input.action,
          actor: input.actor,
          record,
          startedAt,
        },
      })
      return result.record
    } catch (error) {
      const run = { action: input.action, actor: input.actor, startedAt }
      await recordFailure(container, record.id, run, error)
    }
    return loadRecord(container, input.id)
  })
}
