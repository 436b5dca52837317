import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"

/** The record an earlier upload of the same file (by SHA-256) for the profile created, or null. */
export const findRecordOfFileStep = createStep(
  "plugin-b2b-find-record-of-file",
  async (input: { profileId: string; sha256: string }, { container }) =>
    new StepResponse(
      await b2bImport(container).findRecordOfFile(input.profileId, input.sha256)
    )
)
