import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { fileColumns, fileFacts } from "../../../modules/b2b-import/file-name"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"
import {
  acquireFileLocksStep,
  acquireRecordLocksStep,
} from "../steps/acquire-record-locks"
import { assertFileNotReceivedStep } from "../steps/assert-file-not-received"
import { assertReplaceableRecordStep } from "../steps/assert-replaceable-record"
import { recordSteps } from "../steps/crud"
import { deleteStoredFilesStep } from "../steps/delete-stored-files"
import { findLeftoverOrdersStep } from "../steps/find-leftover-orders"
import { recordInboundRunStep } from "../steps/record-inbound-run"
import { releaseRecordLocksStep } from "../steps/release-record-locks"
import { storeInboundFileStep } from "../steps/store-inbound-file"
import { validateNoLeftoverOrderStep } from "../steps/validate-no-leftover-order"

export type ReplaceInboundFileWorkflowInput = {
  recordId: string
  /** The name the client sent; stored sanitised. */
  fileName: string
  contentType?: string | null
  contentBase64: string
  actor: string | null
}

/**
 * Gives a record that needs attention (or is still pending) a corrected file:
 * stores it, clears what the last run found, sets the record pending and adds
 * the replacement to its history of runs; the replaced file is deleted last.
 * The record keeps its id, its runs and its hold. A record an interrupted run
 * already made an order of is refused (409 naming the order): the next run
 * would adopt that order, not read the new file.
 *
 * Under the record's lock (the one process and approve run under), so a
 * corrected file never lands in the middle of a run, then under the locks of
 * the old and the new file, so an upload of either meets the record before
 * or after, never half-replaced.
 */
export const replaceInboundFileWorkflow = createWorkflow(
  "plugin-b2b-replace-inbound-file",
  (input: ReplaceInboundFileWorkflowInput) => {
    const file = transform({ input }, ({ input }) => fileFacts(input))
    const recordLock = acquireRecordLocksStep({
      keys: transform({ input }, ({ input }) => [
        LOCK_KEYS.record(input.recordId),
      ]),
    })
    const before = assertReplaceableRecordStep({
      recordId: input.recordId,
      sha256: file.sha256,
    })
    const fileLocks = acquireFileLocksStep({
      keys: transform({ before, file }, ({ before, file }) => [
        LOCK_KEYS.file(before.profile_id, before.file_sha256),
        LOCK_KEYS.file(before.profile_id, file.sha256),
      ]),
      ownerId: recordLock.ownerId,
    })
    assertFileNotReceivedStep({
      profileId: before.profile_id,
      sha256: file.sha256,
      recordId: input.recordId,
    })
    const leftovers = findLeftoverOrdersStep(
      transform({ input }, ({ input }) => [input.recordId])
    )
    validateNoLeftoverOrderStep({ leftovers, verb: "replace-file" })
    const stored = storeInboundFileStep({
      fileName: file.fileName,
      contentType: file.contentType,
      contentBase64: input.contentBase64,
    })
    const record = recordSteps.update(
      transform({ before, file, stored }, ({ before, file, stored }) => ({
        id: before.id,
        status: "pending",
        ...fileColumns(file, stored.key),
        errors: null,
        error_message: null,
        changes: null,
        prepared_order: null,
        line_count: null,
        external_order_number: null,
      }))
    )
    recordInboundRunStep(
      transform({ input, before, record }, ({ input, before, record }) => ({
        record,
        action: "replace_file" as const,
        actor: input.actor,
        note: `The file "${before.file_name}" (${before.status}) was replaced by "${record.file_name}".`,
      }))
    )
    deleteStoredFilesStep(
      transform({ before }, ({ before }) => ({ keys: [before.file_key] }))
    )
    releaseRecordLocksStep(
      transform({ recordLock, fileLocks }, (d) => [d.recordLock, d.fileLocks])
    )
    return new WorkflowResponse(record)
  }
)
