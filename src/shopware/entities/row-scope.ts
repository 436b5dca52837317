import { callerOf } from "../auth/actors"
import { and } from "../criteria/parts"
import type { Reader } from "./associations/filters"
import type { EntityDefinition } from "./definition"

/**
 * `filters` narrowed to the rows the caller may see (the entity's row
 * scope: another account's webhooks are not even matched), as every read
 * of the entity narrows them: searches, aggregations, sync deletes.
 */
export function withinRowScope(
  reader: Pick<Reader, "apiActor">,
  def: EntityDefinition,
  filters: Record<string, unknown>
): Record<string, unknown> {
  const scope = def.rowScope?.(callerOf(reader.apiActor))
  return scope
    ? and([scope, filters].filter((c) => Object.keys(c).length))
    : filters
}
