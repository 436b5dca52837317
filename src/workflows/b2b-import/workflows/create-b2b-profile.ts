import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import { profileSteps } from "../steps/crud"

type Data = Record<string, unknown>

/** Creates an import profile. */
export const createProfileWorkflow = stepWorkflow(
  "plugin-b2b-create-profile",
  (input: WorkflowData<Data>) => profileSteps.create(input)
)
