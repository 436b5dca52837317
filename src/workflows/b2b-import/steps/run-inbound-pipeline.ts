import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { InboundRecordRow } from "../../../modules/b2b-import/pipeline/order/types"
import { type RunFailure, runFailure } from "../utils/run-failure"
import {
  type InboundPipelineInput,
  inboundPipelineWorkflow,
} from "../workflows/inbound-pipeline"

/** How a pipeline run ended: the record as it left it, or why it failed (its writes rolled back). */
export type InboundPipelineOutcome =
  | { record: InboundRecordRow; failure: null }
  | { record: null; failure: RunFailure }

/**
 * Runs the import pipeline and keeps how it ended. A failing pipeline rolls
 * itself back (its own compensation: no order, no reservation, no claim), and
 * the process workflow then records the failure on the record, so the
 * outcome is data here, not a thrown error: `runAsStep` would fail the whole
 * process workflow and leave nobody to record it. No compensation: once the
 * pipeline finished, its order stands whatever happens to the lock's release.
 */
export const runInboundPipelineStep = createStep(
  "plugin-b2b-run-inbound-pipeline",
  async (
    input: InboundPipelineInput,
    { container }
  ): Promise<StepResponse<InboundPipelineOutcome>> => {
    const { result, errors } = await inboundPipelineWorkflow(container).run({
      input,
      throwOnError: false,
    })
    if (!errors.length)
      return new StepResponse({ record: result.record, failure: null })
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const failure = runFailure(input.action, errors[0].error, (details) =>
      logger.error(
        `B2B import: processing record ${input.record.id} failed: ${details}`
      )
    )
    return new StepResponse({ record: null, failure })
  }
)
