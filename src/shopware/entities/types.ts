/** The field types an entity of the `/api/*` entity API can expose. */
type FieldType =
  | "id"
  | "string"
  | "boolean"
  | "integer"
  | "number"
  | "date"
  | "json"
  | "string[]"

/** One wire field (camelCase key in `EntityFields`) and how it maps onto the data model. */
export type EntityField = {
  /** Property of the Medusa data model / `query.graph` field (snake_case). */
  column: string
  type: FieldType
  /** Usable in criteria filters; default true except for `json`. */
  filterable?: boolean
  /** Usable in criteria sort; default true except for `json` and `string[]`. */
  sortable?: boolean
  /** Searched by the criteria `term` (case-insensitive contains). */
  searchable?: boolean
  /** Never written by clients (ids, timestamps, derived values). */
  readOnly?: boolean
} & EntityFieldRead

/**
 * A row as `query.graph` answers it: columns and loaded relations, not typed
 * per entity. Every entity served here has a text id, and every read asks for it.
 */
export type EntityRow = { id: string; [column: string]: unknown }

/** Wire name (camelCase) → field. */
export type EntityFields = Record<string, EntityField>

type EntityFieldRead = {
  /** Fields to request from `query.graph` for this wire field; default `[column]`. */
  select?: string[]
  /** Reads the wire value from a `query.graph` row; default `row[column]`. */
  get?: (row: EntityRow) => unknown
}
