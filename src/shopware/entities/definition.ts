import type { MedusaContainer } from "@medusajs/framework/types"
import {
  MedusaWorkflow,
  type ReturnWorkflow,
  type UnwrapWorkflowInputDataType,
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
  /** Related entities by wire name (camelCase), e.g. `aclRoles`. */
  associations?: Record<string, EntityAssociation>
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
  create?: (input: any, caller: AccessCaller) => WorkflowCall
  update?: (id: string, input: any, caller: AccessCaller) => WorkflowCall
  delete?: (ids: string[], caller: AccessCaller) => WorkflowCall
}

/** A call of a registered workflow with its (type-checked) input. */
export function workflowCall<W extends ReturnWorkflow<any, any, any>>(
  workflow: W,
  input: UnwrapWorkflowInputDataType<W>
): WorkflowCall {
  return { workflow: workflow.getName(), input }
}

/** Runs one workflow call at once (the single routes) and answers its result. */
export async function runWorkflowCall(
  container: MedusaContainer,
  call: WorkflowCall
): Promise<any> {
  const { result } = await MedusaWorkflow.getWorkflow(call.workflow)(
    container
  ).run({ input: call.input })
  return result
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
        id: (await runWorkflowCall(container, create(input, caller))).id,
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
