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

type Definition = { handlers_: Map<string, unknown> }

/**
 * Every step of a workflow in the order it was composed, read from its
 * definition (so a step added later is covered without touching the test),
 * and the chosen steps of the workflows it nests.
 */
export function stepBoundaries(workflowId: string): StepBoundary[] {
  const definition = WorkflowManager.getWorkflow(workflowId) as
    Definition | undefined
  if (!definition) throw new Error(`No workflow "${workflowId}" is registered.`)
  const boundaries: StepBoundary[] = []
  for (const step of definition.handlers_.keys()) {
    boundaries.push({ workflowId, step })
    const nested = step.replace(/-as-step$/, "")
    for (const inner of NESTED[nested] ?? [])
      boundaries.push({ workflowId: nested, step: inner })
  }
  return boundaries
}
