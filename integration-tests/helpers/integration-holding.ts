import type { MedusaContainer } from "@medusajs/framework/types"
import { CONSOLE_CALLER } from "../../src/modules/api-access/access-rules"
import { rbacEnabled } from "../../src/modules/api-access/rbac-holding"
import { createIntegrationWorkflow } from "../../src/workflows/api-access"
import {
  type Grant,
  pluginPrivilegesOf,
  rbacPolicyKeysOf,
} from "./access-grants"
import { clientToken, createIntegration } from "./api-client"
import { rbacRoleWithPolicies } from "./rbac"

type Api = Parameters<typeof clientToken>[0]

/** An integration's rights in the tests: a grant (helpers/access-grants.ts), or the administrator's. */
export type IntegrationRights = Grant | "administrator"

/**
 * An integration (machine account) holding exactly `rights`, with a
 * client-credentials token: the one place the authorisation matrices give an
 * integration its rights. With Medusa's RBAC on an integration holds Medusa
 * roles (one with exactly the grant's policies); otherwise the plugin's own
 * roles. The administrator is the plugin's admin flag in both.
 */
export async function integrationHolding(
  container: MedusaContainer,
  api: Api,
  rights: IntegrationRights,
  label: string
) {
  const integration =
    rights === "administrator"
      ? await createIntegration(container, { admin: true, label })
      : rbacEnabled()
        ? await withRbacRole(container, rbacPolicyKeysOf(rights), label)
        : await createIntegration(container, {
            privileges: pluginPrivilegesOf(rights),
            label,
          })
  return { ...integration, token: await clientToken(api, integration) }
}

/** An integration holding one Medusa role with exactly these policies. */
async function withRbacRole(
  container: MedusaContainer,
  policyKeys: string[],
  label: string
) {
  const roleId = await rbacRoleWithPolicies(container, policyKeys)
  const { result } = await createIntegrationWorkflow(container).run({
    input: { label, admin: false, roleIds: [roleId], caller: CONSOLE_CALLER },
  })
  return {
    id: result.integration.id,
    accessKey: result.integration.access_key,
    secret: result.secret,
  }
}
