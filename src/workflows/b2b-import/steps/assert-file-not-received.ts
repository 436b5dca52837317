import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES, b2bError } from "../../../modules/b2b-import/errors"

/**
 * Refuses a corrected file that another record of the profile received
 * already (409 naming it). Run under the file's lock, so an upload of the
 * same file cannot slip in between this check and the replacement.
 */
export const assertFileNotReceivedStep = createStep(
  "plugin-b2b-assert-file-not-received",
  async (
    input: { profileId: string; sha256: string; recordId: string },
    { container }
  ) => {
    const other = await b2bImport(container).findOtherRecordOfFile(
      input.profileId,
      input.sha256,
      input.recordId
    )
    if (other)
      throw b2bError(
        "CONFLICT",
        B2B_ERROR_CODES.DUPLICATE_FILE,
        `The same file was already received as inbound record ${other.id} ("${other.file_name}", ${other.status}). Send the corrected file, or work on that record.`
      )
    return new StepResponse(undefined)
  }
)
