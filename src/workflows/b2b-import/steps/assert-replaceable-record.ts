import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import {
  REPLACEABLE_STATUSES,
  replaceRefusal,
} from "../../../modules/b2b-import/status-machine"

/**
 * The record whose file a corrected one replaces (the run's one read of it,
 * under its lock): it exists (404), is in a replaceable status and the file
 * is not the one it has (409 in words).
 */
export const assertReplaceableRecordStep = createStep(
  "plugin-b2b-assert-replaceable-record",
  async (input: { recordId: string; sha256: string }, { container }) => {
    const record = await b2bImport(container).getInboundRecord(input.recordId)
    if (!REPLACEABLE_STATUSES.includes(record.status))
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.INVALID_STATUS_TRANSITION,
        replaceRefusal(record)
      )
    if (record.file_sha256 === input.sha256)
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.DUPLICATE_FILE,
        `The file is the one the record already has ("${record.file_name}"). Correct the file first, or process the record again as it is.`
      )
    return new StepResponse(record)
  }
)
