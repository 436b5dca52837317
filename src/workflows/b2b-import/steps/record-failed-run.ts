import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import type { InboundRecordRow } from "../../../modules/b2b-import/pipeline/order/types"
import { summariseErrors } from "../../../modules/b2b-import/pipeline/summary"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import type { RunFailure } from "../utils/run-failure"
import { inboundRunData } from "./record-inbound-run"

export type RecordFailedRunInput = {
  /** The record as the run found it (under its lock). */
  record: InboundRecordRow
  action: InboundAction
  actor: string | null
  startedAt?: string
  failure: RunFailure
}

/**
 * Notes on the record why its run failed (the pipeline rolled its order back)
 * and adds the run to its history, in one transaction; compensation puts the
 * record back as the run found it and removes the run.
 */
export const recordFailedRunStep = createStep(
  "plugin-b2b-record-failed-run",
  async (input: RecordFailedRunInput, { container }) => {
    const { record, failure } = input
    const fields = {
      status: failure.status,
      errors: [failure.error],
      error_message: summariseErrors([failure.error], 0),
    }
    const run = inboundRunData({
      record: { ...record, ...fields },
      action: input.action,
      actor: input.actor,
      startedAt: input.startedAt,
    })
    const updated = await b2bImport(container).finishInboundRun(
      // JSON columns (errors) are typed as records by the model.
      { id: record.id, ...fields } as unknown as Parameters<
        ReturnType<typeof b2bImport>["finishInboundRun"]
      >[0],
      run
    )
    const previous = {
      id: record.id,
      status: record.status,
      errors: record.errors,
      error_message: record.error_message,
    }
    return new StepResponse(updated, { previous, runId: run.id })
  },
  async (made, { container }) => {
    if (!made) return
    const service = b2bImport(container)
    await service.deleteInboundRuns(made.runId)
    await service.updateInboundRecords(made.previous)
  }
)
