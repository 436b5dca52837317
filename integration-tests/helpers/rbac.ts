import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createRbacRolesWorkflow } from "@medusajs/medusa/core-flows"
import { API_ACCESS_MODULE } from "../../src/modules/api-access"
import type { Privilege } from "../../src/modules/api-access/privileges"
import { newHexId } from "../../src/modules/api-access/secrets"
import type ApiAccessModuleService from "../../src/modules/api-access/service"
import {
  policiesOf,
  policyKey,
} from "../../src/modules/api-access/rbac-policies"

type Api = {
  post: (url: string, body: unknown) => Promise<{ data: { token: string } }>
}

/** Medusa's own super administrator role (seeded by the RBAC module: `*:*`). */
export const SUPER_ADMIN_ROLE = "role_super_admin"

/** A Medusa RBAC role granting exactly the policies these plugin privileges stand for. */
export async function rbacRoleWith(
  container: MedusaContainer,
  privileges: Privilege[],
  name = `rbac-role-${Math.random().toString(36).slice(2)}`
): Promise<string> {
  const keys = privileges.flatMap(policiesOf).map(policyKey)
  return rbacRoleWithPolicies(container, keys, name)
}

/** A Medusa RBAC role granting exactly these policies (`resource:operation`). */
export async function rbacRoleWithPolicies(
  container: MedusaContainer,
  policyKeys: string[],
  name = `rbac-role-${Math.random().toString(36).slice(2)}`
): Promise<string> {
  const keys = [...new Set(policyKeys)]
  const found = keys.length
    ? await container
        .resolve(Modules.RBAC)
        .listRbacPolicies({ key: keys }, { select: ["id", "key"] })
    : []
  const missing = keys.filter((k) => !found.some((p) => p.key === k))
  if (missing.length) throw new Error(`No RBAC policies ${missing.join(", ")}`)
  const { result } = await createRbacRolesWorkflow(container).run({
    input: { roles: [{ name, policy_ids: found.map((p) => p.id) }] },
  })
  return result[0].id
}

/** Gives a user Medusa RBAC roles through Medusa's user–role link. */
export async function linkUserRoles(
  container: MedusaContainer,
  userId: string,
  roleIds: string[]
) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.create(
    roleIds.map((rbac_role_id) => ({
      [Modules.USER]: { user_id: userId },
      [Modules.RBAC]: { rbac_role_id },
    }))
  )
}

/** Logs in again: Medusa bakes a user's role ids into the login token. */
export async function login(
  api: Api,
  user: { email: string; password: string }
) {
  const { data } = await api.post("/auth/user/emailpass", user)
  return { headers: { authorization: `Bearer ${data.token}` } }
}

/**
 * Medusa's RBAC on for this test file. The runner loads medusa-config before
 * it applies its `env` option, so the flag must be in the environment when
 * the file loads; it is put back afterwards (Jest reuses the worker's
 * process for the next file). Call at the top of the file.
 */
export function switchRbacOn() {
  const before = process.env.MEDUSA_FF_RBAC
  process.env.MEDUSA_FF_RBAC = "true"
  afterAll(() => {
    if (before === undefined) delete process.env.MEDUSA_FF_RBAC
    else process.env.MEDUSA_FF_RBAC = before
  })
}

/**
 * One of the plugin's own roles, written straight into its store: under
 * RBAC the plugin's role workflows make Medusa roles, so a shop's state from
 * before the flag was switched on is seeded through the module.
 */
export async function pluginStoreRole(
  container: MedusaContainer,
  privileges: string[],
  name: string
): Promise<string> {
  const [role] = await container
    .resolve<ApiAccessModuleService>(API_ACCESS_MODULE)
    .createAclRoles([{ id: newHexId(), name, privileges }])
  return role.id
}
