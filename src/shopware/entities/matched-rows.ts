import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { ResolvedField } from "../criteria/fields"
import { ApiError, ApiErrorCode } from "../errors"
import type { EntityDefinition } from "./definition"
import type { EntityRow } from "./types"

/**
 * The most rows a search may sort, group or aggregate in memory. Natural
 * sorting, grouping and aggregations are computed over every matched row
 * (query.graph has no GROUP BY and no expressions); beyond this the client
 * is asked to narrow its filters instead of the server holding them all.
 */
export const MAX_MATCHED_ROWS = 100_000

/** Rows a next-pages count reads from the page on: Shopware's EntitySearcher looks limit * 6 + 1 ahead. */
export function lookAhead(limit: number): number {
  return limit * 6 + 1
}

/** `query.graph` fields for these resolved fields, with the id always. */
export function selectsOf(fields: ResolvedField[]): string[] {
  return Array.from(
    new Set(["id", ...fields.flatMap((f) => f.select ?? [f.column])])
  )
}

/**
 * Every row matching the filters, with the given fields. Throws a 400 that
 * names the limit when more than MAX_MATCHED_ROWS match.
 */
export async function matchedRows(
  container: MedusaContainer,
  def: EntityDefinition,
  filters: Record<string, unknown>,
  fields: string[],
  why: string,
  order: Record<string, "ASC" | "DESC"> = { id: "ASC" }
): Promise<EntityRow[]> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields,
      filters,
      pagination: { skip: 0, take: MAX_MATCHED_ROWS + 1, order },
    })
  if (data.length > MAX_MATCHED_ROWS) {
    throw new ApiError({
      status: 400,
      code: ApiErrorCode.CRITERIA_LIMIT_EXCEEDED,
      detail: `More than ${MAX_MATCHED_ROWS.toLocaleString("en")} ${def.name} rows match, too many for ${why}; narrow the criteria with a filter.`,
      meta: { limit: "matchedRows", max: MAX_MATCHED_ROWS },
    })
  }
  return data as EntityRow[]
}
