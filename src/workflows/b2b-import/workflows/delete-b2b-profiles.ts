import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"

const profiles = crudSteps("ImportProfile", "ImportProfiles")

/** Deletes import profiles; their inbound records stay. */
export const deleteProfilesWorkflow = createWorkflow(
  "plugin-b2b-delete-profiles",
  (input: { ids: string[] }) => new WorkflowResponse(profiles.remove(input.ids))
)
