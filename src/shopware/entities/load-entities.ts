import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ApiRequest } from "../routes/types"
import { readableEntity } from "./associations/schema"
import { selectFields, toWire } from "./serialize"
import type { EntityRow } from "./types"
import { withinRowScope } from "./row-scope"

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
  const def = readableEntity(req.apiActor, name)
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: selectFields(def),
      filters: withinRowScope(req, def, { id: ids }),
    })
  return (data as EntityRow[]).map((row) => toWire(def, row))
}
