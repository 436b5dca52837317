import { MedusaError } from "@medusajs/framework/utils"

/** Stable error codes of the `/api/*` dialect, declared once. */
export const ApiErrorCode = {
  INVALID_CREDENTIALS: "6",
  INVALID_CLIENT: "4",
  INVALID_REFRESH_TOKEN: "8",
  UNSUPPORTED_GRANT_TYPE: "2",
  INVALID_REQUEST: "3",
  INVALID_SCOPE: "5",
  ACCESS_DENIED: "9",
  TOO_MANY_ATTEMPTS: "FRAMEWORK__AUTH_THROTTLED",
  MISSING_PRIVILEGE: "FRAMEWORK__MISSING_PRIVILEGE_ERROR",
  /** The caller holds the route's privilege but may not make this change of rights ("no way up"). */
  PERMISSION_DENIED: "FRAMEWORK__PERMISSION_DENIED",
  RESOURCE_NOT_FOUND: "FRAMEWORK__RESOURCE_NOT_FOUND",
  ROUTE_NOT_FOUND: "FRAMEWORK__ROUTE_NOT_FOUND",
  METHOD_NOT_ALLOWED: "FRAMEWORK__METHOD_NOT_ALLOWED",
  INVALID_REQUEST_BODY: "FRAMEWORK__INVALID_REQUEST_BODY",
  UNSUPPORTED_MEDIA_TYPE: "FRAMEWORK__UNSUPPORTED_MEDIA_TYPE",
  PAYLOAD_TOO_LARGE: "FRAMEWORK__PAYLOAD_TOO_LARGE",
  WRITE_CONSTRAINT_VIOLATION: "FRAMEWORK__WRITE_CONSTRAINT_VIOLATION",
  /** A create naming an id that exists (Shopware's writer expected an insert and found an update). */
  WRITE_TYPE_INTEND: "FRAMEWORK__WRITE_TYPE_INTEND_ERROR",
  /** Search criteria: a part without its own code below (ids, term, includes, total-count-mode, …). */
  INVALID_CRITERIA: "FRAMEWORK__INVALID_CRITERIA_PARAMETERS",
  INVALID_LIMIT_QUERY: "FRAMEWORK__INVALID_LIMIT_QUERY",
  INVALID_PAGE_QUERY: "FRAMEWORK__INVALID_PAGE_QUERY",
  INVALID_FILTER_QUERY: "FRAMEWORK__INVALID_FILTER_QUERY",
  INVALID_SORT_QUERY: "FRAMEWORK__INVALID_SORT_QUERY",
  INVALID_AGGREGATION_QUERY: "FRAMEWORK__INVALID_AGGREGATION_QUERY",
  ASSOCIATION_NOT_FOUND: "FRAMEWORK__ASSOCIATION_NOT_FOUND",
  /** A field the entity does not have, wherever the criteria name it. */
  UNMAPPED_FIELD: "FRAMEWORK__UNMAPPED_FIELD",
  QUERY_LIMIT_EXCEEDED: "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
  INVALID_UUID: "FRAMEWORK__INVALID_UUID",
  /** A NUL character in a path parameter, query parameter, body field or form field. */
  INVALID_CHARACTER: "FRAMEWORK__INVALID_CHARACTER",
  /** A query string or body nested deeper than MAX_INPUT_DEPTH (src/utils/input-limits.ts). */
  INPUT_TOO_DEEP: "FRAMEWORK__INPUT_NESTED_TOO_DEEPLY",
  /** Search criteria beyond CRITERIA_LIMITS (src/shopware/criteria/limits.ts). */
  CRITERIA_LIMIT_EXCEEDED: "FRAMEWORK__CRITERIA_LIMIT_EXCEEDED",
  CONFLICT: "FRAMEWORK__CONFLICT",
  /** A sync operation of the wrong shape, an action the entity does not take there, or beyond the sync limits. */
  INVALID_SYNC_OPERATION: "FRAMEWORK__INVALID_SYNC_OPERATION",
  /** A sync operation naming an entity the API does not have. */
  DEFINITION_NOT_FOUND: "FRAMEWORK__DEFINITION_NOT_FOUND",
  INTERNAL: "FRAMEWORK__INTERNAL_SERVER_ERROR",
} as const
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode]

/** One entry of Shopware's `errors` array. */
export type ApiErrorItem = {
  status: string
  code: string
  title: string
  detail: string
  source?: { pointer: string }
  meta?: Record<string, unknown>
}

export type ApiErrorInit = {
  status: number
  code: string
  detail: string
  title?: string
  pointer?: string
  meta?: Record<string, unknown>
}

const TYPE_BY_STATUS: Record<number, string> = {
  400: MedusaError.Types.INVALID_DATA,
  401: MedusaError.Types.UNAUTHORIZED,
  403: MedusaError.Types.FORBIDDEN,
  404: MedusaError.Types.NOT_FOUND,
  409: MedusaError.Types.CONFLICT,
}

/**
 * A MedusaError that carries what Shopware's error body needs: status, a
 * stable code, a detail in words, and optionally a JSON pointer and meta.
 * Several problems (e.g. validation) travel as one error with `items`.
 */
export class ApiError extends MedusaError {
  readonly items: ApiErrorInit[]

  constructor(first: ApiErrorInit, ...more: ApiErrorInit[]) {
    super(
      TYPE_BY_STATUS[first.status] ?? MedusaError.Types.UNEXPECTED_STATE,
      first.detail
    )
    this.items = [first, ...more]
  }

  get status(): number {
    return this.items[0].status
  }
}
