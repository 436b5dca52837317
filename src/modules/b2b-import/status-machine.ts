import type { InboundStatus } from "./types"

/**
 * The life of an inbound record, declared once for the workflows, the routes,
 * the console, the job and the admin UI (this file imports nothing but types,
 * so the admin bundle can take it).
 *
 *   pending ──process──▶ parsed | mapped | failed     (a stage found errors)
 *                      ▶ awaiting_approval            (manual profile)
 *                      ▶ approved                     (auto profile: the order exists)
 *   parsed | mapped | failed ──process──▶ (as from pending)
 *   awaiting_approval ──approve──▶ approved | awaiting_approval (re-check found errors)
 *   approved: final.
 */
export const INBOUND_ACTIONS = ["process", "approve"] as const
export type InboundAction = (typeof INBOUND_ACTIONS)[number]

/** Statuses each action starts from: failed, parsed and mapped records can be processed again; approved is final. */
export const STARTING_STATUSES: Record<
  InboundAction,
  readonly InboundStatus[]
> = {
  process: ["pending", "failed", "parsed", "mapped"],
  approve: ["awaiting_approval"],
}

/** What a bulk pass (console `--pending`, the scheduled job) takes: only records nobody processed yet. */
export const BULK_STARTING_STATUSES: readonly InboundStatus[] = ["pending"]

/** Statuses that hold the profile's external order number: a second file with it is refused. */
export const ORDER_NUMBER_HOLDING_STATUSES: readonly InboundStatus[] = [
  "approved",
  "awaiting_approval",
]

const FINAL_STATUSES: readonly InboundStatus[] = ["approved"]

export function mayStart(
  action: InboundAction,
  status: InboundStatus,
  from: readonly InboundStatus[] = STARTING_STATUSES[action]
): boolean {
  return from.includes(status)
}

/**
 * Where a run that threw leaves the record (its order was compensated): an
 * approval stays waiting; a process run whose order number is taken fails, any
 * other failure leaves it mapped so it can be processed again.
 */
export function statusAfterThrownRun(
  action: InboundAction,
  orderNumberTaken: boolean
): InboundStatus {
  if (action === "approve") return "awaiting_approval"
  return orderNumberTaken ? "failed" : "mapped"
}

/** Why an action cannot start from the record's status, in a clerk's words. */
export function refusalMessage(
  record: { status: InboundStatus; order_id?: string | null },
  action: InboundAction
): string {
  const allowed = STARTING_STATUSES[action].join(", ")
  const detail = FINAL_STATUSES.includes(record.status)
    ? ` It was imported as order ${record.order_id}; approved is final.`
    : ""
  const hint =
    action === "approve" && !FINAL_STATUSES.includes(record.status)
      ? " Process it first."
      : ""
  return `The inbound record is ${record.status}; only records that are ${allowed} can be ${action === "process" ? "processed" : "approved"}.${detail}${hint}`
}
