import type { MedusaRequest } from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { rbacEnabled } from "../../../modules/api-access/rbac-holding"
import { graphPage } from "../../utils/find-params"
import { INTEGRATION_FIELDS } from "./query-config"

/*
 * Integrations as the admin reads them, with `roles: [{ id, name }]` in
 * either role system: the plugin's roles, or under Medusa's RBAC the Medusa
 * roles linked to the integration.
 */

const RBAC_FIELDS = [
  ...INTEGRATION_FIELDS.filter((f) => !f.startsWith("roles.")),
  "rbac_roles.id",
  "rbac_roles.name",
]

type Row = Record<string, unknown> & { rbac_roles?: unknown[] }

function withRoles(row: Row) {
  if (!("rbac_roles" in row)) return row
  const { rbac_roles, ...rest } = row
  return { ...rest, roles: (rbac_roles ?? []).filter(Boolean) }
}

/** The ids of the integrations holding one of these Medusa roles. */
async function holdersOf(req: MedusaRequest, roleIds: string[]) {
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "rbac_role",
      fields: ["integrations.id"],
      filters: { id: roleIds },
    })
  return (data as { integrations?: ({ id: string } | null)[] }[]).flatMap(
    (role) => (role.integrations ?? []).flatMap((i) => (i ? [i.id] : []))
  )
}

/** A page of integrations; `roleIds` keeps those holding one of the roles. */
export async function integrationsPage(
  req: MedusaRequest,
  filters: Record<string, unknown>,
  roleIds?: string[]
) {
  if (!rbacEnabled()) {
    const byRole = roleIds?.length ? { roles: { id: roleIds } } : {}
    return graphPage(req, "integration", { ...filters, ...byRole })
  }
  const byRole = roleIds?.length ? { id: await holdersOf(req, roleIds) } : {}
  const { data, ...page } = await graphPage(
    req,
    "integration",
    { ...filters, ...byRole },
    RBAC_FIELDS
  )
  return { data: (data as Row[]).map(withRoles), ...page }
}

/** One integration; 404 naming the id. */
export async function readIntegration(req: MedusaRequest, id: string) {
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "integration",
      fields: rbacEnabled() ? RBAC_FIELDS : INTEGRATION_FIELDS,
      filters: { id },
    })
  if (!data[0]) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `Integration with id "${id}" was not found.`
    )
  }
  return withRoles(data[0] as Row)
}
