import type { WorkflowData } from "@medusajs/framework/workflows-sdk"
import { stepWorkflow } from "../../utils/step-workflow"
import {
  runWorkflowCallsStep,
  type WorkflowCall,
} from "../steps/run-workflow-calls"

/**
 * Runs the plugin's write workflows one after another, all or nothing (the
 * sync API's writes); answers how many ran.
 */
export const runWorkflowCallsWorkflow = stepWorkflow(
  "plugin-sync-run-writes",
  (input: WorkflowData<{ calls: WorkflowCall[] }>) =>
    runWorkflowCallsStep(input.calls)
)
