import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import {
  MedusaWorkflow,
  type ReturnWorkflow,
} from "@medusajs/framework/workflows-sdk"
import type { z } from "@medusajs/framework/zod"
import type { WorkflowCall } from "../../workflows/sync"
import type { AccessCaller } from "../../modules/api-access/access-rules"
import type { PrivilegeResource } from "../../modules/api-access/privileges"
import type { EntityFields } from "./types"

/**
 * A related entity a criteria can load (`associations`) or reach by path
 * (`profile.name`). `one`: this entity's column holds the other's id;
 * `many`: the other's column holds this one's id; `manyToMany`: query.graph
 * relations both ways (this entity's `relation`, the other's `inverse`).
 */
export type EntityAssociation = {
  /** Registry name of the related entity. */
  entity: string
  link:
    | { kind: "one"; column: string }
    | { kind: "many"; column: string }
    | { kind: "manyToMany"; relation: string; inverse: string }
}

/**
 * A wire input as the entity's writes take it: already checked against its
 * `createSchema` or `updateSchema` (by the route, or by the sync plan), with
 * a create's client-chosen `id`.
 */
export type EntityInput = Record<string, unknown>

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
  /**
   * The definition serving this entity while Medusa's RBAC is on (same name,
   * path and wire fields, other data): chosen per request (`activeDefinition`).
   */
  underRbac?: EntityDefinition
  /** Related entities by wire name (camelCase), e.g. `aclRoles`. */
  associations?: Record<string, EntityAssociation>
  /** Wire schema of the entity as read, for OpenAPI. */
  readSchema: z.ZodObject
  /** Wire input of POST (strict: unknown fields are refused); without it there is no POST route. */
  createSchema?: z.ZodObject
  /** Wire input of PATCH (strict). */
  updateSchema?: z.ZodObject
  /**
   * The rows a caller may see of this entity at all (a filter on columns),
   * added to every list, search, aggregation and read; undefined: all rows.
   * Webhooks: an administrator's are all, anyone else's only their own.
   */
  rowScope?: (caller: AccessCaller) => Record<string, unknown> | undefined
  /** Default sort column when the criteria give none. */
  defaultSort?: Record<string, "ASC" | "DESC">
  /**
   * Writes go through workflows, with the caller for those that change rights;
   * create returns the new id and fields to show once.
   */
  create?: (
    container: MedusaContainer,
    input: EntityInput,
    caller: AccessCaller
  ) => Promise<{ id: string; once?: Record<string, unknown> }>
  /** Without it the entity has no PATCH route (405). */
  update?: (
    container: MedusaContainer,
    id: string,
    input: EntityInput,
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
  /**
   * The writes as workflow calls (data, not yet run): create, update and
   * delete above run them, and the sync API (`POST /api/_action/sync`) runs
   * several of them all or nothing. An entity without a write here takes no
   * such write through the sync API. A create's input holds its id.
   */
  writes?: EntityWrites
}

/** Builds the workflow call of each write from the validated wire input and the caller. */
export type EntityWrites = {
  create?: (input: EntityInput, caller: AccessCaller) => WorkflowCall
  update?: (
    id: string,
    input: EntityInput,
    caller: AccessCaller
  ) => WorkflowCall
  delete?: (ids: string[], caller: AccessCaller) => WorkflowCall
}

/** An entity's writes typed by its input schemas (a create's input also holds its client-chosen id). */
export type TypedWrites<C extends z.ZodObject, U extends z.ZodObject> = {
  create?: (
    input: z.output<C> & { id?: string },
    caller: AccessCaller
  ) => WorkflowCall
  update?: (
    id: string,
    input: z.output<U>,
    caller: AccessCaller
  ) => WorkflowCall
  delete?: (ids: string[], caller: AccessCaller) => WorkflowCall
}

/**
 * The writes of an entity whose inputs these schemas check. Every caller
 * (the single routes, the sync plan) parses the input with the same schema
 * before a write sees it, so the input is what the schema outputs.
 */
export function typedWrites<C extends z.ZodObject, U extends z.ZodObject>(
  _schemas: { create?: C; update?: U },
  writes: TypedWrites<C, U>
): EntityWrites {
  const { create, update } = writes
  return {
    ...(create && {
      create: (input, caller) =>
        create(input as z.output<C> & { id?: string }, caller),
    }),
    ...(update && {
      update: (id, input, caller) => update(id, input as z.output<U>, caller),
    }),
    ...(writes.delete && { delete: writes.delete }),
  }
}

/** A call of a registered workflow with its (type-checked) input. */
export function workflowCall<TData, TResult, THooks extends unknown[]>(
  workflow: ReturnWorkflow<TData, TResult, THooks>,
  input: TData & Record<string, unknown>
): WorkflowCall {
  return { workflow: workflow.getName(), input }
}

/** Runs one workflow call at once (the single routes) and answers its result. */
export async function runWorkflowCall(
  container: MedusaContainer,
  call: WorkflowCall
): Promise<unknown> {
  const { result } = await MedusaWorkflow.getWorkflow(call.workflow)(
    container
  ).run({ input: call.input })
  return result
}

/** The id a create's workflow answers: the new row's, or the row's id as `id`. */
function createdId(result: unknown): string {
  const id = (result as { id?: unknown } | null)?.id
  if (typeof id !== "string")
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      "A create workflow of the entity API answered no id"
    )
  return id
}

/**
 * An entity's `writes` with the create, update and delete that run them at
 * once (a create's workflow answers the new row, or the row's id as `id`).
 */
export function byWrites(
  writes: EntityWrites
): Pick<EntityDefinition, "writes" | "create" | "update" | "delete"> {
  const { create, update, delete: remove } = writes
  return {
    writes,
    ...(create && {
      create: async (container, input, caller) => ({
        id: createdId(await runWorkflowCall(container, create(input, caller))),
      }),
    }),
    ...(update && {
      update: async (container, id, input, caller) =>
        void (await runWorkflowCall(container, update(id, input, caller))),
    }),
    ...(remove && {
      delete: async (container, ids, caller) =>
        void (await runWorkflowCall(container, remove(ids, caller))),
    }),
  }
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
