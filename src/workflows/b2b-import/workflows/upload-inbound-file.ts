import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { fileColumns, fileFacts } from "../../../modules/b2b-import/file-name"
import { assertActiveProfileStep } from "../steps/assert-active-profile"
import { recordSteps } from "../steps/crud"
import { findRecordOfFileStep } from "../steps/find-record-of-file"
import { storeInboundFileStep } from "../steps/store-inbound-file"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"

export type UploadInboundFileWorkflowInput = {
  profileId: string
  /** The name the client sent; stored sanitised. */
  fileName: string
  contentType?: string | null
  contentBase64: string
  uploadedBy: string | null
  /** Leave the record out of bulk passes until it is processed explicitly. */
  hold?: boolean
}

/**
 * Accepts an order file for a profile: stores it and creates its inbound
 * record in status `pending`. The same file (by SHA-256) for the same profile
 * returns the record it created before (`duplicate`); uploads of one file
 * for one profile are serialised on a lock, so two cannot both create one.
 */
export const uploadInboundFileWorkflow = createWorkflow(
  "plugin-b2b-upload-inbound-file",
  (input: UploadInboundFileWorkflowInput) => {
    assertActiveProfileStep({ profileId: input.profileId })
    const file = transform({ input }, ({ input }) => fileFacts(input))
    const lockKey = transform({ input, file }, ({ input, file }) =>
      LOCK_KEYS.file(input.profileId, file.sha256)
    )
    acquireLockStep({ key: lockKey, timeout: 30, ttl: 30 })
    const existing = findRecordOfFileStep({
      profileId: input.profileId,
      sha256: file.sha256,
    })
    const created = when(
      "plugin-b2b-store-new-file",
      { existing },
      ({ existing }) => !existing
    ).then(() => {
      const stored = storeInboundFileStep({
        fileName: file.fileName,
        contentType: file.contentType,
        contentBase64: input.contentBase64,
      })
      const data = transform(
        { input, file, stored },
        ({ input, file, stored }) => ({
          profile_id: input.profileId,
          status: "pending",
          ...fileColumns(file, stored.key),
          uploaded_by: input.uploadedBy,
          hold: input.hold ?? false,
        })
      )
      return recordSteps.create(data)
    })
    releaseLockStep({ key: lockKey })
    return new WorkflowResponse(
      transform({ existing, created }, ({ existing, created }) => ({
        record: (existing ?? created)!,
        duplicate: !!existing,
      }))
    )
  }
)
