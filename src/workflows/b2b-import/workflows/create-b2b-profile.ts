import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { crudSteps } from "../steps/crud"

const profiles = crudSteps("ImportProfile", "ImportProfiles")

type Data = Record<string, unknown>

/** Creates an import profile. */
export const createProfileWorkflow = createWorkflow(
  "plugin-b2b-create-profile",
  (input: Data) => new WorkflowResponse(profiles.create(input))
)
