import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseCriteria } from "../criteria"
import {
  type Reader,
  resolveAssociationFilters,
} from "../entities/associations/filters"
import { CRITERIA_SCHEMA } from "../entities/associations/schema"
import type { EntityDefinition } from "../entities/definition"
import { withinRowScope } from "../entities/row-scope"
import { ApiError, ApiErrorCode } from "../errors"
import { SYNC_LIMITS, type SyncOperation } from "./request"

/**
 * The rows a delete operation's `criteria` names (Shopware 6.5's
 * `SyncService::handleCriteriaDelete`: the filters are read as the search's
 * `filter`, and the matching ids become the payload). A criteria that
 * matches more rows than a request may delete is refused, naming the limit.
 * Only rows the caller may see are matched (the entity's row scope).
 */
export async function criteriaIds(
  reader: Reader,
  def: EntityDefinition,
  op: SyncOperation
): Promise<Record<string, unknown>[]> {
  let filters: Record<string, unknown>
  try {
    filters = parseCriteria(
      { filter: op.criteria },
      {
        entityName: def.name,
        fields: def.fields,
        source: "body",
        schema: CRITERIA_SCHEMA,
      }
    ).filters
  } catch (error) {
    // The criteria's pointers start at /filter: here they lie under the operation's criteria.
    if (error instanceof ApiError) {
      const items = error.items.map((item) => ({
        ...item,
        pointer: item.pointer?.replace(/^\/filter/, `${op.pointer}/criteria`),
      }))
      throw new ApiError(items[0], ...items.slice(1))
    }
    throw error
  }
  // Association paths (profile.name) become conditions on ids, read as the caller may.
  const resolved = await resolveAssociationFilters(reader, def, filters)
  const { data } = await reader.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: ["id"],
      // Rows the caller may not see (another account's webhooks) are never matched, so never named.
      filters: withinRowScope(reader, def, resolved),
      pagination: { take: SYNC_LIMITS.items + 1, skip: 0 },
    })
  if (data.length > SYNC_LIMITS.items)
    throw new ApiError({
      status: 400,
      code: ApiErrorCode.INVALID_SYNC_OPERATION,
      detail: `The criteria of operation "${op.key}" match more than ${SYNC_LIMITS.items} rows of ${def.name}; one sync request deletes at most ${SYNC_LIMITS.items}. Narrow the filters or delete in several requests.`,
      pointer: `${op.pointer}/criteria`,
      meta: { maxItems: SYNC_LIMITS.items },
    })
  return data.map((row: { id: string }) => ({ id: row.id }))
}
