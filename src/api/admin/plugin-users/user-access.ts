import type { MedusaRequest } from "@medusajs/framework/http"
import { setUserAccessWorkflow } from "../../../workflows/api-access"
import type { AdminRequest } from "../../utils/http"
import { adminCaller } from "../../utils/require-admin-privileges"
import { PLUGIN_USER_FIELDS } from "./query-config"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"

type UserRow = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  created_at: string | Date
  user_access?: { admin?: boolean } | null
}

/** Users as the settings screens show them: administrator flag and plugin roles. */
export async function withPluginAccess(req: MedusaRequest, users: UserRow[]) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const ids = users.map((u) => u.id)
  const { data: assignments } = ids.length
    ? await query.graph({
        entity: "user_acl_role",
        fields: ["user_id", "role.id", "role.name"],
        filters: { user_id: ids },
      })
    : { data: [] }
  return users.map(({ user_access, ...user }) => ({
    ...user,
    administrator: !!user_access?.admin,
    acl_roles: assignments
      .filter((a) => a.user_id === user.id && a.role)
      .map((a) => ({ id: a.role.id, name: a.role.name })),
  }))
}

/** A user's plugin standing: `{ user_id, administrator, acl_roles }`; 404 for an unknown user. */
export async function pluginAccessOf(req: MedusaRequest, userId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "user",
    fields: PLUGIN_USER_FIELDS,
    filters: { id: userId },
  })
  if (!data[0]) {
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `There is no admin user with id "${userId}".`
    )
  }
  const [user] = await withPluginAccess(req, data)
  return {
    user_id: user.id,
    administrator: user.administrator,
    acl_roles: user.acl_roles,
  }
}

/**
 * Changes another user's administrator flag or roles (within the caller's
 * own privileges) and answers with their standing after it; 404 for an
 * unknown user.
 */
export async function changeUserAccess(
  req: AdminRequest,
  change: { admin?: boolean; roleIds?: string[] }
) {
  await pluginAccessOf(req, req.params.id)
  await setUserAccessWorkflow(req.scope).run({
    input: { userId: req.params.id, ...change, caller: await adminCaller(req) },
  })
  return pluginAccessOf(req, req.params.id)
}
