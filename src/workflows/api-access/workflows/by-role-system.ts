import {
  createWorkflow,
  transform,
  when,
  WorkflowData,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import type { ByCaller } from "../steps/authorize-access-change"

type Branch<TInput extends object, TResult> = (
  input: WorkflowData<ByCaller<TInput>>
) => WorkflowData<TResult>

/**
 * A workflow over roles that works in the role system the shop runs, decided
 * when it runs: the plugin's own roles, or Medusa's roles when Medusa's RBAC
 * is on (`MEDUSA_FF_RBAC`). A host app calling it is as safe as the routes:
 * each branch carries its own rules.
 */
export function byRoleSystem<TInput extends object, TResult>(
  id: string,
  branches: { plugin: Branch<TInput, TResult>; rbac: Branch<TInput, TResult> }
) {
  return createWorkflow(id, (input: WorkflowData<ByCaller<TInput>>) => {
    const system = transform({ input }, () =>
      rbacEnabled() ? "rbac" : "plugin"
    )
    const fromPlugin = when(
      "plugin-role-system",
      { system },
      ({ system }) => system === "plugin"
    ).then(() => branches.plugin(input))
    const fromRbac = when(
      "medusa-role-system",
      { system },
      ({ system }) => system === "rbac"
    ).then(() => branches.rbac(input))
    const result = transform(
      { fromPlugin, fromRbac },
      ({ fromPlugin, fromRbac }) => (fromPlugin ?? fromRbac) as TResult
    )
    return new WorkflowResponse(result)
  })
}
