import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import { profileSteps } from "../steps/crud"

type Data = Record<string, unknown>

/** Changes an import profile. */
export const updateProfileWorkflow = stepWorkflow(
  "plugin-b2b-update-profile",
  (input: WorkflowData<{ id: string } & Data>) => profileSteps.update(input)
)
