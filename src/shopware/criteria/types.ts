import type { EntityFields } from "../entities/types"
import type { Aggregation } from "./aggregations/types"
import type { ResolvedField } from "./fields"
import type { ParseContext } from "./filters"
import type { CriteriaSchema } from "./paths"
import type { Path } from "./problems"
import type { Order, SortSpec } from "./sort"

/** Criteria turned into `query.graph` arguments; `filters` and `order` are keyed by column. */
export type ParsedCriteria = {
  page: number
  limit: number
  skip: number
  take: number
  filters: Record<string, unknown>
  /** The filters without `post-filter`: what aggregations are computed over, as in Shopware. */
  aggregationFilters: Record<string, unknown>
  /** `post-filter` alone; `filters` is both together. */
  postFilters: Record<string, unknown>
  order: Order
  sorts: SortSpec[]
  totalCountMode: 0 | 1 | 2
  includes?: string[]
  aggregations: Aggregation[]
  /** Shopware's `grouping`: one row per distinct combination of these fields. */
  grouping: ResolvedField[]
  /** Related entities to load, each with its own criteria. */
  associations?: Record<string, ParsedCriteria>
}

/** The entity the criteria is for, and where the criteria came from (JSON body or `req.query`). */
export type CriteriaContext = {
  entityName: string
  fields: EntityFields
  source: "body" | "query"
  /** Entities an `entity` aggregation may name (the registry's names). */
  knownEntities?: readonly string[]
  /** The reachable entities, for associations and association paths (`aclRoles.name`). */
  schema?: CriteriaSchema
}

/** One criteria level: the root's, or an association's nested at `path` with the root's `includes`. */
export type LevelContext = ParseContext & {
  knownEntities: readonly string[]
  path: Path
  includes: unknown
  budget: { associations: number }
}
