import type { MiddlewareRoute } from "@medusajs/framework/http"
import type { Privilege } from "../../modules/api-access/privileges"
import {
  policiesOf,
  policyKey,
  type PolicyKey,
} from "../../modules/api-access/rbac-policies"

type Guarded = { privileges?: readonly Privilege[] }

/**
 * Declares on each `/admin` route the Medusa RBAC policies of the privileges
 * its guard requires, as Medusa's own routes declare theirs: with
 * `MEDUSA_FF_RBAC` on, Medusa's router checks them against the caller's
 * roles before any middleware of the route runs. Written once here, read off
 * the guards, so a route's privileges and policies cannot disagree.
 */
export function declarePolicies(routes: MiddlewareRoute[]): MiddlewareRoute[] {
  return routes.map((route) => {
    const privileges = (route.middlewares ?? []).flatMap(
      (middleware) => (middleware as Guarded).privileges ?? []
    )
    if (!privileges.length) return route
    const policies = new Map<string, PolicyKey>()
    for (const privilege of privileges)
      for (const policy of policiesOf(privilege))
        policies.set(policyKey(policy), policy)
    return { ...route, policies: [...policies.values()] }
  })
}
