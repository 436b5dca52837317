import { WorkflowManager } from "@medusajs/framework/orchestration"
// Registers the plugin's workflows (and the core-flows they nest) in this process's WorkflowManager.
import "../../../src/workflows"

/** A point between two steps: right after `step` of `workflowId` returned (its writes committed). */
export type StepBoundary = { workflowId: string; step: string }

/**
 * Steps of nested workflows worth a kill of their own, besides the boundary
 * after the nested workflow as a whole (`<id>-as-step`): the write that makes
 * Medusa's order. The rest of createOrderWorkflow's ~40 steps only read or
 * refine that order.
 */
const NESTED: Record<string, string[]> = { "create-orders": ["create-orders"] }
/** Steps that run a workflow of the plugin whole (the process workflow's pipeline): every step of it is a boundary. */
const RUNS_WORKFLOW: Record<string, string> = {
  "plugin-b2b-run-inbound-pipeline": "plugin-b2b-inbound-pipeline",
}

type Definition = { handlers_: Map<string, unknown> }

/**
 * Every step of a workflow in the order it was composed, read from its
 * definition (so a step added later is covered without touching the test),
 * and the steps of the workflows it nests: all of a plugin workflow's, the
 * chosen ones of Medusa's.
 */
export function stepBoundaries(workflowId: string): StepBoundary[] {
  const definition = WorkflowManager.getWorkflow(workflowId) as
    Definition | undefined
  if (!definition) throw new Error(`No workflow "${workflowId}" is registered.`)
  const boundaries: StepBoundary[] = []
  for (const step of definition.handlers_.keys()) {
    const nested = step.replace(/-as-step$/, "")
    const whole =
      RUNS_WORKFLOW[step] ??
      (nested.startsWith("plugin-") && nested !== step ? nested : null)
    if (whole) boundaries.push(...stepBoundaries(whole))
    boundaries.push({ workflowId, step })
    for (const inner of NESTED[nested] ?? [])
      boundaries.push({ workflowId: nested, step: inner })
  }
  return boundaries
}
