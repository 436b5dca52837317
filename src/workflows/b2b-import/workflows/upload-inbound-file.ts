import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"
import { storeInboundFileStep } from "../steps/store-inbound-file"

const records = crudSteps("PluginB2bInboundRecord", "PluginB2bInboundRecords")

export type UploadInboundFileWorkflowInput = {
  profileId: string
  /** Already sanitised. */
  fileName: string
  contentType: string
  contentBase64: string
  size: number
  sha256: string
  uploadedBy: string | null
}

/** Stores an order file and creates its inbound record in status `pending`. */
export const uploadInboundFileWorkflow = createWorkflow("plugin-b2b-upload-inbound-file", (input: UploadInboundFileWorkflowInput) => {
  const stored = storeInboundFileStep(input)
  const data = transform({ input, stored }, ({ input, stored }) => ({
    profile_id: input.profileId,
    status: "pending",
    file_name: input.fileName,
    file_size: input.size,
    file_sha256: input.sha256,
    content_type: input.contentType,
    file_key: stored.key,
    uploaded_by: input.uploadedBy,
  }))
  return new WorkflowResponse(records.create(data))
})
