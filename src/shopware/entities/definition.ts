import type { MedusaContainer } from "@medusajs/framework/types"
import type { z } from "@medusajs/framework/zod"
import type { AccessCaller } from "../../modules/api-access/access-rules"
import type { PrivilegeResource } from "../../modules/api-access/privileges"
import type { EntityFields } from "./types"

/** What the entity API needs to list, read and write one entity. */
export type EntityDefinition = {
  /** Shopware entity name, JSON:API type and criteria `includes` key, e.g. `integration`. */
  name: string
  /** URL segment, kebab case, e.g. `acl-role`. */
  path: string
  /** Privilege resource checked per operation (`<resource>:read|create|update|delete`). */
  privilege: PrivilegeResource
  /** What an id looks like when it is not 32 hexadecimal characters (Medusa's own entities). */
  idPattern?: { pattern: RegExp; description: string }
  /** Entity name for `query.graph`. */
  graphEntity: string
  fields: EntityFields
  /** Wire schema of the entity as read, for OpenAPI. */
  readSchema: z.ZodObject
  /** Wire input of POST (strict: unknown fields are refused); without it there is no POST route. */
  createSchema?: z.ZodObject
  /** Wire input of PATCH (strict). */
  updateSchema?: z.ZodObject
  /** Default sort column when the criteria give none. */
  defaultSort?: Record<string, "ASC" | "DESC">
  /**
   * Writes go through workflows, with the caller for those that change rights;
   * create returns the new id and fields to show once.
   */
  create?: (
    container: MedusaContainer,
    input: any,
    caller: AccessCaller
  ) => Promise<{ id: string; once?: Record<string, unknown> }>
  /** Without it the entity has no PATCH route (405). */
  update?: (
    container: MedusaContainer,
    id: string,
    input: any,
    caller: AccessCaller
  ) => Promise<void>
  /**
   * Without it the entity has no DELETE route (405). A `notice` is sent with
   * the 204 in the `X-Plugin-Notice` header (described by `deleteNotice`).
   */
  delete?: (
    container: MedusaContainer,
    ids: string[],
    caller: AccessCaller
  ) => Promise<void | { notice?: string | null }>
  /** What the DELETE route's `X-Plugin-Notice` header says, for the OpenAPI document. */
  deleteNotice?: string
}

/** A wire input (camelCase) as data-model columns, for the write workflows. */
export function wireToColumns(
  fields: EntityFields,
  input: Record<string, unknown>
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      fields[key]?.column ?? key,
      value,
    ])
  )
}
