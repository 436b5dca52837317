import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { summariseErrors } from "../../../modules/b2b-import/pipeline/summary"
import { b2bImport } from "../../../modules/b2b-import"
import type { PrepareOutcome } from "../../../modules/b2b-import/pipeline/order/decide-outcome"
import type { InboundRunDecision } from "./decide-inbound-run"
import type { InboundRecordRow } from "../../../modules/b2b-import/pipeline/order/types"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import { inboundRunData } from "./record-inbound-run"

const KEPT = [
  "status",
  "order_id",
  "errors",
  "error_message",
  "changes",
  "line_count",
  "external_order_number",
  "prepared_order",
  "processed_at",
  "approved_at",
  "approved_by",
  "attempts",
] as const

/** The record's fields a run writes, as they were before it. */
function keptFields(
  record: InboundRecordRow
): Pick<InboundRecordRow, (typeof KEPT)[number]> {
  // Object.fromEntries types each value as the union of all; here each key keeps its own.
  return Object.fromEntries(KEPT.map((k) => [k, record[k]] as const)) as Pick<
    InboundRecordRow,
    (typeof KEPT)[number]
  >
}

/** The record's fields after a run, from the analysis and the order created (if any). */
function nextFields(
  outcome: PrepareOutcome,
  orderId: string | null,
  action: InboundAction,
  actor: string | null,
  attempts: number
) {
  const now = new Date()
  const common = {
    line_count: outcome.lineCount,
    external_order_number: outcome.externalNumber,
    changes: outcome.changes.length ? outcome.changes : null,
    attempts: attempts + 1,
  }
  const processed = action === "process" ? { processed_at: now } : {}
  if (outcome.next === "ready") {
    // The prepared order stays on the record: what was ordered, at which prices, as imported.
    const kept = outcome.prepared ? { prepared_order: outcome.prepared } : {}
    return {
      ...common,
      ...processed,
      ...kept,
      status: "approved" as const,
      order_id: orderId,
      errors: [],
      error_message: null,
      approved_at: now,
      approved_by: action === "approve" ? actor : "auto",
    }
  }
  if (outcome.next === "hold") {
    return {
      ...common,
      ...processed,
      status: "awaiting_approval" as const,
      errors: [],
      error_message: null,
      prepared_order: outcome.prepared,
    }
  }
  const message = summariseErrors(outcome.errors, outcome.lineCount ?? 0)
  return {
    ...common,
    ...processed,
    status: outcome.next,
    errors: outcome.errors,
    error_message: action === "approve" ? `Not approved: ${message}` : message,
  }
}

/** Writes the run's result onto the inbound record and adds the run to its history, in one transaction; compensation undoes both. */
export const finishInboundRecordStep = createStep(
  "plugin-b2b-finish-inbound-record",
  async (
    input: {
      decision: InboundRunDecision
      orderId: string | null
      run: {
        action: InboundAction
        actor: string | null
        /** The record as the run found it under its lock. */
        record: InboundRecordRow
        /** When the run started (ISO): the run is added to the record's history with its new state. */
        startedAt?: string
      }
    },
    { container }
  ) => {
    const service = b2bImport(container)
    const { outcome } = input.decision
    const { action, actor, startedAt } = input.run
    const before = input.run.record
    const fields = nextFields(
      outcome,
      input.orderId,
      action,
      actor,
      before.attempts ?? 0
    )
    const run = inboundRunData({
      record: { ...before, ...fields },
      action,
      actor,
      startedAt,
    })
    const updated = await service.finishInboundRun(
      // JSON columns (errors, changes, prepared_order) are typed as records by the model.
      { id: before.id, ...fields } as unknown as Parameters<
        typeof service.finishInboundRun
      >[0],
      run
    )
    return new StepResponse(updated, {
      previous: { id: before.id, ...keptFields(before) },
      runId: run.id,
    })
  },
  async (made, { container }) => {
    if (!made) return
    const service = b2bImport(container)
    await service.deleteInboundRuns(made.runId)
    await service.updateInboundRecords(made.previous)
  }
)
