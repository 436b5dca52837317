import { accessChangeWorkflow } from "./access-change-workflow"
import { createIntegrationStep } from "../steps/create-integration"

/** Creates an integration and returns its secret, the only time it is readable. */
export const createIntegrationWorkflow = accessChangeWorkflow(
  "plugin-access-create-integration",
  (i) => ({ kind: "create-integration", ...i }),
  createIntegrationStep
)
