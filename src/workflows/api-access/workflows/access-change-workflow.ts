import {
  createWorkflow,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { AccessCaller } from "../../../modules/api-access/access-rules"
import {
  AccessChange,
  authorizeByCaller,
  ByCaller,
  withoutCaller,
} from "../steps/authorize-access-change"

/**
 * A workflow that changes rights: its first step refuses (403) what the
 * caller may not do, described by `change`; then `make` makes the change
 * from the input without its caller.
 */
export function accessChangeWorkflow<TInput extends object, TResult>(
  id: string,
  change: (input: TInput) => AccessChange,
  make: (input: WorkflowData<TInput>) => WorkflowData<TResult>
) {
  return createWorkflow(id, (input: WorkflowData<ByCaller<TInput>>) => {
    authorizeByCaller(
      input,
      change as (i: TInput & { caller: AccessCaller }) => AccessChange
    )
    return new WorkflowResponse(
      make(withoutCaller(input) as WorkflowData<TInput>)
    )
  })
}
