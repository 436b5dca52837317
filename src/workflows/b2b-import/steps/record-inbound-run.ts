import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { newHexId } from "../../../modules/api-access/secrets"
import type { InboundRunAction } from "../../../modules/b2b-import/types"

export type RecordInboundRunInput = {
  /** The record as the run left it. */
  record: {
    id: string
    status: string
    error_message?: string | null
    errors?: unknown
    file_sha256: string
    file_name: string
  }
  action: InboundRunAction
  actor: string | null
  /** When the run started (ISO); default: now. */
  startedAt?: string | null
  note?: string | null
}

/** The row of one run: where it left the record, who ran it, when. */
export function inboundRunData(input: RecordInboundRunInput) {
  const { record } = input
  const finishedAt = new Date()
  return {
    id: newHexId(),
    record_id: record.id,
    action: input.action,
    started_at: input.startedAt ? new Date(input.startedAt) : finishedAt,
    finished_at: finishedAt,
    actor: input.actor,
    status: record.status,
    error_message: record.error_message ?? null,
    error_count: Array.isArray(record.errors) ? record.errors.length : 0,
    file_sha256: record.file_sha256,
    file_name: record.file_name,
    note: input.note ?? null,
  }
}

/** Adds a run to the record's history (where the run left it); compensation removes it again. */
export const recordInboundRunStep = createStep(
  "plugin-b2b-record-inbound-run",
  async (input: RecordInboundRunInput, { container }) => {
    const run = await b2bImport(container).createInboundRuns(
      inboundRunData(input)
    )
    return new StepResponse(run, run.id)
  },
  async (id, { container }) => {
    if (id) await b2bImport(container).deleteInboundRuns(id)
  }
)
