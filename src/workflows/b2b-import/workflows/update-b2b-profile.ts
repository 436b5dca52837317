import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"

const profiles = crudSteps("ImportProfile", "ImportProfiles")

type Data = Record<string, unknown>

/** Changes an import profile. */
export const updateProfileWorkflow = createWorkflow(
  "plugin-b2b-update-profile",
  (input: { id: string } & Data) => new WorkflowResponse(profiles.update(input))
)
