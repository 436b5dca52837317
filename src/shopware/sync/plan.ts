import type { AccessCaller } from "../../modules/api-access/access-rules"
import {
  type Grant,
  missingPrivileges,
  type Privilege,
} from "../../modules/api-access/privileges"
import type { WorkflowCall } from "../../workflows/sync"
import { missingPrivilegeError } from "../auth/authenticate"
import type { Reader } from "../entities/associations/filters"
import { ApiError, ApiErrorCode, type ApiErrorInit } from "../errors"
import { toApiErrorResponse, validationErrors } from "../http/error-mapper"
import type { SyncOperation } from "./request"
import { type ResolvedOperation, resolveOperations } from "./resolve"

type Ids = Record<string, string[]>

/** Shopware's sync answer (`SyncResult`): ids by entity; an empty map is `[]`, as PHP encodes it. */
export type SyncAnswer = {
  extensions: []
  data: Ids | []
  notFound: Ids | []
  deleted: Ids | []
}

/** The writes of a request as workflow calls, each with the pointer its errors get. */
export type SyncPlan = {
  calls: WorkflowCall[]
  pointers: string[]
  answer: SyncAnswer
}

/** Every privilege the request's writes need, as Shopware's AclWriteValidator asks per write command. */
function needed(resolved: ResolvedOperation[]): Privilege[] {
  const all = resolved.flatMap(({ op, def, items }) =>
    op.action === "delete"
      ? [`${def.privilege}:delete`]
      : items.map((i) => `${def.privilege}:${i.action}`)
  )
  return [...new Set(all)] as Privilege[]
}

/** A refusal thrown while a call is built (e.g. auto approval without order:create), at the item. */
function refusalAt(error: unknown, pointer: string): ApiErrorInit[] {
  return toApiErrorResponse(error).body.errors.map((e) => ({
    status: Number(e.status),
    code: e.code,
    title: e.title,
    detail: e.detail,
    pointer: `${pointer}${e.source?.pointer ?? ""}`,
    ...(e.meta ? { meta: e.meta } : {}),
  }))
}

const byEntity = (ids: Ids): Ids | [] => {
  const names = Object.keys(ids).sort()
  return names.length
    ? Object.fromEntries(names.map((n) => [n, [...new Set(ids[n])]]))
    : []
}

/**
 * Validates a whole sync request before anything is written: entities and
 * actions, ids, then the privileges of every write (403 listing all that are
 * missing), then every item against its entity's create or update schema
 * (400 naming every problem with its pointer). Answers the workflow calls in
 * request order and the answer they will give.
 */
export async function planSync(
  reader: Reader,
  operations: SyncOperation[],
  grant: Grant,
  caller: AccessCaller
): Promise<SyncPlan> {
  const { resolved, problems } = await resolveOperations(reader, operations)
  const missing = missingPrivileges(grant, needed(resolved))
  if (missing.length) throw missingPrivilegeError(missing)

  const plan: SyncPlan = {
    calls: [],
    pointers: [],
    answer: { extensions: [], data: [], notFound: [], deleted: [] },
  }
  const data: Ids = {}
  const deleted: Ids = {}
  const notFound: Ids = {}
  const add = (to: Ids, entity: string, id: string) =>
    (to[entity] ??= []).push(id)
  for (const { op, def, items } of resolved) {
    const writes = def.writes!
    if (op.action === "delete") {
      const ids = items.filter((i) => i.action === "delete").map((i) => i.id)
      items.forEach((i) =>
        add(i.action === "delete" ? deleted : notFound, def.name, i.id)
      )
      if (ids.length) {
        plan.calls.push(writes.delete!(ids, caller))
        plan.pointers.push(op.pointer)
      }
      continue
    }
    for (const item of items) {
      const schema =
        item.action === "create" ? def.createSchema : def.updateSchema
      const takes = item.action === "create" ? writes.create : writes.update
      if (!schema || !takes) {
        problems.push({
          status: 400,
          code: ApiErrorCode.INVALID_SYNC_OPERATION,
          detail:
            item.action === "create"
              ? `There is no ${def.name} with id "${item.id}", and the sync API cannot create one.`
              : `The ${def.name} "${item.id}" exists, and the sync API cannot change one: delete it and create another.`,
          pointer: `${item.pointer}/id`,
        })
        continue
      }
      const parsed = schema.safeParse(item.fields)
      if (!parsed.success) {
        problems.push(...validationErrors(parsed.error, item.pointer).items)
        continue
      }
      try {
        plan.calls.push(
          item.action === "create"
            ? writes.create!({ ...parsed.data, id: item.id }, caller)
            : writes.update!(item.id, parsed.data, caller)
        )
        plan.pointers.push(item.pointer)
        add(data, def.name, item.id)
      } catch (error) {
        problems.push(...refusalAt(error, item.pointer))
      }
    }
  }
  if (problems.length) throw new ApiError(problems[0], ...problems.slice(1))
  plan.answer = {
    extensions: [],
    data: byEntity(data),
    notFound: byEntity(notFound),
    deleted: byEntity(deleted),
  }
  return plan
}
