import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import {
  mayDo,
  mayStart,
  type RecordVerb,
  refusalMessage,
} from "../../../modules/b2b-import/status-machine"
import type { InboundStatus } from "../../../modules/b2b-import/types"

export type AssertInboundMoveInput = {
  recordId: string
  verb: RecordVerb
  /** Process only: the statuses this caller starts from (a bulk pass takes only pending records). */
  onlyFrom?: readonly InboundStatus[]
}

/**
 * Reads the record (the one read of a run) and refuses what the status
 * machine does not allow from its status: 404 for a record that does not
 * exist, 409 in words for a move it does not allow. Run under the record's
 * lock, so the status cannot change before the run's write.
 */
export const assertInboundMoveStep = createStep(
  "plugin-b2b-assert-inbound-move",
  async (input: AssertInboundMoveInput, { container }) => {
    const record = await b2bImport(container).getInboundRecord(input.recordId)
    const allowed =
      input.onlyFrom && input.verb === "process"
        ? mayStart(input.verb, record.status, input.onlyFrom)
        : mayDo(input.verb, record.status)
    if (!allowed)
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.INVALID_STATUS_TRANSITION,
        refusalMessage(record, input.verb)
      )
    return new StepResponse(record)
  }
)
