import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import { profileSteps } from "../steps/crud"

/** Deletes import profiles; their inbound records stay. */
export const deleteProfilesWorkflow = stepWorkflow(
  "plugin-b2b-delete-profiles",
  (input: WorkflowData<{ ids: string[] }>) => profileSteps.remove(input.ids)
)
