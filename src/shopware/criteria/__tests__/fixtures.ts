import type { EntityFields } from "../../entities/types"
import { ApiError } from "../../errors"
import { parseCriteria, type ParsedCriteria } from "../index"

/** A field table shaped like the integration entity, plus numeric fields for range tests. */
export const integrationFields: EntityFields = {
  id: { column: "id", type: "id", readOnly: true },
  label: { column: "label", type: "string", searchable: true },
  accessKey: { column: "access_key", type: "string", searchable: true },
  admin: { column: "admin", type: "boolean" },
  lastUsedAt: { column: "last_used_at", type: "date" },
  createdAt: { column: "created_at", type: "date", readOnly: true },
  privileges: { column: "privileges", type: "string[]" },
  metadata: { column: "metadata", type: "json" },
  usageCount: { column: "usage_count", type: "integer" },
  weight: { column: "weight", type: "number" },
}

export const KNOWN =
  "id, label, accessKey, admin, lastUsedAt, createdAt, privileges, metadata, usageCount, weight"

export const ID_A = "0123456789abcdef0123456789abcdef"
export const ID_B = "fedcba9876543210fedcba9876543210"

/** Parses body criteria for the integration entity. */
export function parse(
  input: unknown,
  source: "body" | "query" = "body"
): ParsedCriteria {
  return parseCriteria(input, {
    entityName: "integration",
    fields: integrationFields,
    source,
  })
}

/** Parses and returns only the filters, for filter-focused tests. */
export function filtersOf(filter: unknown[]): Record<string, unknown> {
  return parse({ filter }).filters
}

/** The ApiError that parsing throws; fails the test when nothing is thrown. */
export function errorOf(
  input: unknown,
  source: "body" | "query" = "body",
  fields = integrationFields
): ApiError {
  try {
    parseCriteria(input, { entityName: "integration", fields, source })
  } catch (e) {
    if (e instanceof ApiError) {
      return e
    }
    throw e
  }
  throw new Error("expected parseCriteria to throw an ApiError")
}
