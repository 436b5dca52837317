import type { PolicyDefinition } from "@medusajs/framework/utils"
import { describePrivilege } from "./privilege-descriptions"
import {
  ALL_PRIVILEGES,
  type Privilege,
  type PrivilegeAction,
  type PrivilegeResource,
} from "./privileges"

/**
 * The plugin's privileges as Medusa RBAC policies (`MEDUSA_FF_RBAC`), declared
 * once: which policies a privilege stands for, and which of them the plugin
 * declares itself. Under RBAC a user or integration holds a privilege when its
 * roles grant every policy the privilege stands for.
 */

/** A policy as Medusa's RBAC checks it. */
export type PolicyKey = { resource: string; operation: PrivilegeAction }

/** The resources whose policies the plugin declares in `src/policies`; Medusa declares the others. */
export const PLUGIN_POLICY_RESOURCES = [
  "integration",
  "plugin_b2b_inbound_record",
  "plugin_b2b_profile",
  "plugin_b2b_field_mapping",
  "plugin_product_history",
  "webhook",
] as const satisfies readonly PrivilegeResource[]

/**
 * Shopware's role entities are Medusa's roles under RBAC: `acl_role` is the
 * role itself, `acl_user_role` a user's roles, guarded as Medusa guards
 * `/admin/users/:id/roles` (user and role, read to see, update to change).
 */
const MEDUSA_EQUIVALENT: Partial<
  Record<PrivilegeResource, (action: PrivilegeAction) => PolicyKey[]>
> = {
  acl_role: (operation) => [{ resource: "rbac_role", operation }],
  acl_user_role: (action) => {
    const operation = action === "read" ? "read" : "update"
    return [
      { resource: "user", operation },
      { resource: "rbac_role", operation },
    ]
  },
}

/** The policies a privilege stands for under RBAC. */
export function policiesOf(privilege: Privilege): PolicyKey[] {
  const [resource, operation] = privilege.split(":") as [
    PrivilegeResource,
    PrivilegeAction,
  ]
  return MEDUSA_EQUIVALENT[resource]?.(operation) ?? [{ resource, operation }]
}

/** `resource:operation`, the form Medusa's RBAC names a policy by. */
export const policyKey = (policy: { resource: string; operation: string }) =>
  `${policy.resource}:${policy.operation}`

/** Every policy any privilege of the plugin stands for, each once. */
export function pluginPolicyUniverse(): PolicyKey[] {
  const seen = new Map<string, PolicyKey>()
  for (const privilege of ALL_PRIVILEGES)
    for (const policy of policiesOf(privilege))
      seen.set(policyKey(policy), policy)
  return [...seen.values()]
}

const pascal = (text: string) =>
  text.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase())

/** The policies the plugin declares, named as Medusa names its own (`ReadProduct`). */
export function pluginPolicyDefinitions(): PolicyDefinition[] {
  return ALL_PRIVILEGES.filter((privilege) =>
    (PLUGIN_POLICY_RESOURCES as readonly string[]).includes(
      privilege.split(":")[0]
    )
  ).map((privilege) => {
    const [resource, operation] = privilege.split(":")
    return {
      name: `${pascal(operation)}${pascal(resource)}`,
      resource,
      operation,
      description: describePrivilege(privilege),
    }
  })
}

/** Whether policies named `resource:operation` grant this one, with Medusa's wildcards (`*` resource or operation). */
function grants(keys: ReadonlySet<string>, policy: PolicyKey): boolean {
  return [policy.resource, "*"].some(
    (resource) =>
      keys.has(`${resource}:${policy.operation}`) || keys.has(`${resource}:*`)
  )
}

/**
 * A Medusa role's policies in Shopware's words, as the `acl_role` entity shows
 * them under RBAC: each privilege of the plugin the policies grant, then the
 * role's other policies by their own key (`customer:read`, `*:*`).
 */
export function privilegesOfPolicies(keys: Iterable<string>): string[] {
  const held = new Set(keys)
  const privileges = ALL_PRIVILEGES.filter((privilege) =>
    policiesOf(privilege).every((policy) => grants(held, policy))
  )
  const covered = new Set(
    privileges.flatMap((privilege) => policiesOf(privilege).map(policyKey))
  )
  return [...privileges, ...[...held].filter((key) => !covered.has(key)).sort()]
}

/** A policy as Medusa's RBAC answers it. */
export type PolicyRow = { resource: string; operation: string }

/**
 * The policies in a `query.graph` row's `policies`. Medusa's RBAC module
 * answers a role's policies themselves (inherited ones included), whatever
 * the generated query types say of its join rows: the row is read for what
 * it holds.
 */
export function policiesInRow(policies: unknown): PolicyRow[] {
  if (!Array.isArray(policies)) return []
  return (policies as unknown[]).flatMap((policy) => {
    if (typeof policy !== "object" || policy === null) return []
    const { resource, operation } = policy as Record<string, unknown>
    return typeof resource === "string" && typeof operation === "string"
      ? [{ resource, operation }]
      : []
  })
}
