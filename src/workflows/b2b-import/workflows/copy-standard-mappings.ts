import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { copyStandardMappingsStep } from "../steps/copy-standard-mappings"

/** A standard format's field mappings written as the profile's own, to be edited; the new mappings' ids. */
export const copyStandardMappingsWorkflow = createWorkflow(
  "plugin-b2b-copy-standard-mappings",
  (input: { profile_id: string }) =>
    new WorkflowResponse(copyStandardMappingsStep(input))
)
