import { randomUUID } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES } from "../../../modules/b2b-import/errors"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import { BULK_STARTING_STATUSES } from "../../../modules/b2b-import/status-machine"
import {
  INBOUND_STATUSES,
  type InboundStatus,
} from "../../../modules/b2b-import/types"
import { passScope } from "../pass-memo"
import { processInboundRecordWorkflow } from "../workflows/process-inbound-record"
import { thrownMessage } from "./run-failure"

/** Records listed per query while working through the pending ones. */
const DEFAULT_BATCH_SIZE = 50

/** How one pending record came out: its status after the run, `skipped` (another run took it or it is gone) or `error` (the run threw). */
export type PendingOutcome = {
  id: string
  fileName: string
  status: InboundStatus | "skipped" | "error"
  orderId: string | null
  /** The record's errorMessage after the run, or what the run threw. */
  message: string | null
}

/** What a pass over the pending records did: runs by resulting status (and skipped), and the runs that threw. */
export type PendingRunSummary = {
  total: number
  byStatus: Record<InboundStatus | "skipped", number>
  failures: { id: string; message: string }[]
}

/** Options of a pass: page size, a cap, who acts, and a callback after each record. */
export type ProcessPendingInput = {
  /** Records listed per query (default 50). */
  batchSize?: number
  /** Most records to process in this pass (default: every record pending when it starts). */
  limit?: number
  actor: string
  /** Only this profile's records (console `--pending --profile <id>`). */
  profileId?: string
  onProgress?: (done: number, total: number, record: PendingOutcome) => void
}

/**
 * How long a pass's claim on a record lasts, in seconds. The claim only spreads
 * records over passes running at once (console, job, other instances); the
 * record lock of the process workflow keeps a record from running twice,
 * so a claim may lapse under a slow run, and one left by a killed process
 * frees itself soon.
 */
const CLAIM_SECONDS = 10

/** Claims the record for this pass unless another pass holds it; never waits. */
async function claim(
  container: MedusaContainer,
  id: string,
  ownerId: string
): Promise<boolean> {
  try {
    await container
      .resolve(Modules.LOCKING)
      .acquire(LOCK_KEYS.pendingClaim(id), {
        ownerId,
        expire: CLAIM_SECONDS,
      })
    return true
  } catch {
    return false
  }
}

async function releaseClaim(
  container: MedusaContainer,
  id: string,
  ownerId: string
) {
  await container
    .resolve(Modules.LOCKING)
    .release(LOCK_KEYS.pendingClaim(id), { ownerId })
    .catch(() => undefined)
}

/** Another run took the record (409) or it was deleted meanwhile (404): nothing for this pass to do. */
function isTakenElsewhere(error: unknown): boolean {
  const code = (error as MedusaError)?.code
  return (
    MedusaError.isMedusaError(error) &&
    (code === B2B_ERROR_CODES.INVALID_STATUS_TRANSITION ||
      code === B2B_ERROR_CODES.RECORD_NOT_FOUND)
  )
}

async function processOne(
  container: MedusaContainer,
  listed: { id: string; file_name: string },
  actor: string,
  ownerId: string
): Promise<PendingOutcome> {
  const base = { id: listed.id, fileName: listed.file_name }
  // Records another pass is working on are left to it; this pass goes on with the next.
  if (!(await claim(container, listed.id, ownerId)))
    return {
      ...base,
      status: "skipped",
      orderId: null,
      message: "Another run is processing it.",
    }
  try {
    const { result: record } = await processInboundRecordWorkflow(
      container
    ).run({
      input: {
        recordId: listed.id,
        action: "process",
        actor,
        onlyFrom: BULK_STARTING_STATUSES,
      },
    })
    return {
      ...base,
      status: record.status,
      orderId: record.order_id ?? null,
      message: record.error_message ?? null,
    }
  } catch (error) {
    const message = thrownMessage(error)
    return {
      ...base,
      status: isTakenElsewhere(error) ? "skipped" : "error",
      orderId: null,
      message,
    }
  } finally {
    await releaseClaim(container, listed.id, ownerId)
  }
}

/**
 * Runs "process" on the pending inbound records, oldest first, one at a time.
 * A record whose run throws never stops the rest: it is counted and the pass goes on.
 * Held records (`hold`) are left until processed explicitly.
 */
export async function processPendingRecords(
  container: MedusaContainer,
  input: ProcessPendingInput
): Promise<PendingRunSummary> {
  const service = b2bImport(container)
  // The pass's runs share reads that depend only on the profile or the customer.
  const scope = passScope(container)
  const bulk = {
    status: [...BULK_STARTING_STATUSES],
    hold: false,
    ...(input.profileId ? { profile_id: input.profileId } : {}),
  }
  const [, pendingCount] = await service.listAndCountInboundRecords(bulk, {
    select: ["id"],
    take: 1,
  })
  const total = Math.min(pendingCount, input.limit ?? Infinity)
  const summary: PendingRunSummary = {
    total: 0,
    byStatus: Object.fromEntries(
      [...INBOUND_STATUSES, "skipped"].map((s) => [s, 0])
    ) as PendingRunSummary["byStatus"],
    failures: [],
  }
  const ownerId = `pending-pass:${randomUUID()}`
  // Records whose run threw, or that another pass holds, may still be pending; they are not listed again in this pass.
  const passedOver: string[] = []
  while (summary.total < total) {
    const filters = passedOver.length
      ? { ...bulk, id: { $nin: passedOver } }
      : bulk
    const take = Math.min(
      input.batchSize ?? DEFAULT_BATCH_SIZE,
      total - summary.total
    )
    const page = await service.listInboundRecords(filters, {
      select: ["id", "file_name"],
      order: { created_at: "ASC" },
      take,
    })
    if (!page.length) break
    for (const listed of page) {
      const outcome = await processOne(scope, listed, input.actor, ownerId)
      summary.total += 1
      if (outcome.status === "skipped") passedOver.push(outcome.id)
      if (outcome.status === "error") {
        passedOver.push(outcome.id)
        summary.failures.push({
          id: outcome.id,
          message: outcome.message ?? "",
        })
      } else {
        summary.byStatus[outcome.status] += 1
      }
      input.onProgress?.(summary.total, total, outcome)
    }
  }
  return summary
}
