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
 *   pending | parsed | mapped | failed | awaiting_approval ──reject──▶ rejected
 *   pending | parsed | mapped | failed ──replace-file──▶ pending (a corrected file)
 *   approved, rejected: final (check, the dry run of approve, answers for any other status).
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

/** A clerk may say no to any record that is not final yet; a rejected record creates no order and holds no order number. */
export const REJECTABLE_STATUSES: readonly InboundStatus[] = [
  "pending",
  "failed",
  "parsed",
  "mapped",
  "awaiting_approval",
]

/** What a bulk pass (console `--pending`, the scheduled job) takes: only records nobody processed yet (and not held). */
export const BULK_STARTING_STATUSES: readonly InboundStatus[] = ["pending"]

/** Where a process or approve run leaves a record when nothing is left for the clerk to fix: the order exists, or waits for approval. */
export const WENT_THROUGH_STATUSES: readonly InboundStatus[] = [
  "approved",
  "awaiting_approval",
]

/** Records a clerk has to fix: the "needs attention" filter and count of the records list. */
export const NEEDS_ATTENTION_STATUSES: readonly InboundStatus[] = [
  "failed",
  "parsed",
  "mapped",
]

/** Statuses a record may get a corrected file in (replace-file); it goes back to pending. */
export const REPLACEABLE_STATUSES: readonly InboundStatus[] = [
  "pending",
  ...NEEDS_ATTENTION_STATUSES,
]

/** Why a record's file cannot be replaced, in a clerk's words. */
export function replaceRefusal(record: {
  status: InboundStatus
  order_id?: string | null
}): string {
  const detail =
    record.status === "approved"
      ? ` It was imported as order ${record.order_id}; approved is final.`
      : record.status === "rejected"
        ? " A rejected record is final: upload the corrected file as a new record (the rejected one holds no order number)."
        : " Approve it or reject it; to import a corrected file instead, reject (or delete) this record and upload the file as a new one."
  return `The inbound record is ${record.status}; only records that are ${REPLACEABLE_STATUSES.join(", ")} can get a corrected file.${detail}`
}

/** Statuses that hold the profile's external order number: a second file with it is refused. */
export const ORDER_NUMBER_HOLDING_STATUSES: readonly InboundStatus[] = [
  "approved",
  "awaiting_approval",
]

export const FINAL_STATUSES: readonly InboundStatus[] = ["approved", "rejected"]

/** What a caller may do to a record: the pipeline's actions, a rejection, or the approval's dry run. */
export type RecordVerb = InboundAction | "reject" | "check"

/** Whether the verb may start from the status. */
export function mayDo(verb: RecordVerb, status: InboundStatus): boolean {
  if (verb === "reject") return REJECTABLE_STATUSES.includes(status)
  if (verb === "check") return !FINAL_STATUSES.includes(status)
  return mayStart(verb, status)
}

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

/** A record as the refusal needs it. */
type RefusedRecord = {
  status: InboundStatus
  order_id?: string | null
  rejected_by?: string | null
  rejected_at?: Date | string | null
  rejection_reason?: string | null
}

const VERB_WORDS: Record<RecordVerb, string> = {
  process: "processed",
  approve: "approved",
  reject: "rejected",
  check: "checked",
}

/** "by X on 2026-11-25 22:10 UTC: reason" of a rejected record. */
function rejectionWords(record: RefusedRecord): string {
  const by = record.rejected_by ? ` by ${record.rejected_by}` : ""
  const at = record.rejected_at
    ? ` on ${new Date(record.rejected_at).toISOString().slice(0, 16).replace("T", " ")} UTC`
    : ""
  return `${by}${at}: ${record.rejection_reason ?? "no reason given"}`
}

/** Why an action cannot start from the record's status, in a clerk's words. */
export function refusalMessage(
  record: RefusedRecord,
  action: RecordVerb
): string {
  if (record.status === "rejected")
    return `The inbound record was rejected${rejectionWords(record)}. A rejected record is final and cannot be ${VERB_WORDS[action]}; upload a corrected file instead.`
  // Check and reject take every status that is not final.
  const from =
    action === "reject" || action === "check"
      ? REJECTABLE_STATUSES
      : STARTING_STATUSES[action]
  const allowed = from.join(", ")
  const detail = FINAL_STATUSES.includes(record.status)
    ? ` It was imported as order ${record.order_id}; approved is final.`
    : ""
  const hint =
    action === "approve" && !FINAL_STATUSES.includes(record.status)
      ? " Process it first."
      : ""
  return `The inbound record is ${record.status}; only records that are ${allowed} can be ${VERB_WORDS[action]}.${detail}${hint}`
}
