import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"
import {
  REPLACEABLE_STATUSES,
  replaceRefusal,
} from "../../../modules/b2b-import/status-machine"

/**
 * The record whose file a corrected one replaces: it exists, is in a
 * replaceable status (409 otherwise), and no record of its profile holds the
 * same file already (409 naming it).
 */
export const assertReplaceableRecordStep = createStep(
  "plugin-b2b-assert-replaceable-record",
  async (input: { recordId: string; sha256: string }, { container }) => {
    const service = b2bImport(container)
    const [record] = await service.listInboundRecords(
      { id: input.recordId },
      { take: 1 }
    )
    if (!record)
      throw b2bError(
        "NOT_FOUND",
        B2B_ERROR_CODES.RECORD_NOT_FOUND,
        `No inbound record with id "${input.recordId}" exists.`
      )
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
    const other = await service.findOtherRecordOfFile(
      record.profile_id,
      input.sha256,
      record.id
    )
    if (other)
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.DUPLICATE_FILE,
        `The same file was already received as inbound record ${other.id} ("${other.file_name}", ${other.status}). Send the corrected file, or work on that record.`
      )
    return new StepResponse(record)
  }
)
