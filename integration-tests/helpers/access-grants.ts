import type { Privilege } from "../../src/modules/api-access/privileges"
import {
  pluginPolicyUniverse,
  policiesOf,
  policyKey,
} from "../../src/modules/api-access/rbac-policies"
import { everyOtherPrivilege } from "./matrix-entities"

/** What a caller of the matrices is given: exactly a route's privileges, or every right but those. */
export type Grant = (
  { exactly: readonly Privilege[] } | { allBut: readonly Privilege[] }
) & {
  /** Medusa's own policies (`user:delete`), where they exist: under RBAC. */
  medusaPolicies?: string[]
}

/** A grant in the plugin's own roles: every privilege on another resource, as create, update and delete imply read. */
export function pluginPrivilegesOf(grant: Grant): string[] {
  return "exactly" in grant
    ? [...grant.exactly]
    : everyOtherPrivilege(grant.allBut)
}

/** The Medusa RBAC policies (`resource:operation`) some privileges stand for. */
export const policyKeysOf = (privileges: readonly Privilege[]) => [
  ...new Set(privileges.flatMap(policiesOf).map(policyKey)),
]

/**
 * A grant in Medusa's RBAC: the policies of exactly the privileges, or every
 * policy of the plugin's but theirs (policies, not privileges: `acl_role` and
 * `acl_user_role` share `rbac_role:*`, so a privilege on another resource may
 * stand for a policy of the route's).
 */
export function rbacPolicyKeysOf(grant: Grant): string[] {
  const keys =
    "exactly" in grant
      ? policyKeysOf(grant.exactly)
      : pluginPolicyUniverse()
          .map(policyKey)
          .filter((key) => !policyKeysOf(grant.allBut).includes(key))
  return [...keys, ...(grant.medusaPolicies ?? [])]
}
