import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"

/**
 * A workflow made of one step (create, update, delete, ...): `make` composes
 * the step from the workflow's input, and its result is the workflow's answer.
 * The step brings the compensation; the id follows `plugin-<domain>-<verb>-<noun>`.
 */
export function stepWorkflow<TInput, TOutput>(
  id: string,
  make: (input: WorkflowData<TInput>) => WorkflowData<TOutput>
) {
  return createWorkflow(
    id,
    (input: WorkflowData<TInput>) => new WorkflowResponse(make(input))
  )
}
