import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { adminCallerName } from "../../utils/require-admin-privileges"

/** Who acts, as a clerk would read it: the admin user's name (else e-mail), or the kind of key. */
export async function adminActorName(
  req: AuthenticatedMedusaRequest
): Promise<string | null> {
  const { actor_type, actor_id } = req.auth_context ?? {}
  // Resolved with the caller by the route's privilege check: no second lookup.
  if (actor_type === "user" && actor_id)
    return (await adminCallerName(req)) ?? null
  return actor_type ? `${actor_type} ${actor_id ?? ""}`.trim() : null
}

/** One row of a plugin entity by id, or a 404 naming what is missing. */
export async function findOne(
  req: AuthenticatedMedusaRequest,
  entity: string,
  fields: string[],
  id: string,
  label: string
) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields, filters: { id } })
  if (!data[0])
    throw new MedusaError(
      MedusaError.Types.NOT_FOUND,
      `No ${label} with id "${id}" exists.`
    )
  return data[0]
}
