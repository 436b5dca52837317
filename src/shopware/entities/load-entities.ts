import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Privilege } from "../../modules/api-access/privileges"
import { assertPrivileges } from "../auth/authenticate"
import type { ApiRequest } from "../routes/types"
import { ENTITIES } from "./registry"
import { selectFields, toWire } from "./serialize"

/**
 * Entities of another definition by id, for an `entity` aggregation: the
 * caller must be allowed to read them, as Shopware's ACL checks every entity
 * a criteria reaches.
 */
export async function loadEntitiesFor(
  req: ApiRequest,
  name: string,
  ids: string[]
): Promise<Record<string, unknown>[]> {
  const def = ENTITIES.find((e) => e.name === name)
  if (!def) return []
  assertPrivileges(req.apiActor, [`${def.privilege}:read` as Privilege])
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: selectFields(def),
      filters: { id: ids },
    })
  return (data as Record<string, any>[]).map((row) => toWire(def, row))
}
