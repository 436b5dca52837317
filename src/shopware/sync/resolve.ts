import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { HEX_ID_PATTERN } from "../../modules/api-access/schemas"
import { newHexId } from "../../modules/api-access/secrets"
import type { EntityDefinition } from "../entities/definition"
import { activeDefinition, ENTITIES } from "../entities/registry"
import { ApiError, ApiErrorCode, type ApiErrorInit } from "../errors"
import { pointerOf } from "../http/error-mapper"
import type { Reader } from "../entities/associations/filters"
import { withinRowScope } from "../entities/row-scope"
import { criteriaIds } from "./criteria-delete"
import type { SyncOperation } from "./request"

/** What one item of an operation does, decided from the rows that exist and the request's earlier items. */
export type ItemAction = "create" | "update" | "delete" | "notFound"

export type ResolvedItem = {
  /** JSON pointer of the item, e.g. `/write-profiles/2`. */
  pointer: string
  action: ItemAction
  id: string
  /** The item without its id (upsert). */
  fields: Record<string, unknown>
}

export type ResolvedOperation = {
  op: SyncOperation
  def: EntityDefinition
  items: ResolvedItem[]
}

const bad = (code: string, detail: string, pointer: string): ApiErrorInit => ({
  status: 400,
  code,
  detail,
  pointer,
})

/** The entities the sync API writes, by the actions they take. */
export function syncableEntities(): string {
  return ENTITIES.filter((d) => d.writes)
    .map((d) => {
      const w = d.writes!
      const actions = [
        w.create || w.update ? "upsert" : "",
        w.delete ? "delete" : "",
      ]
      return `${d.name} (${actions.filter(Boolean).join(", ")})`
    })
    .join(", ")
}

function entityOf(op: SyncOperation): EntityDefinition | ApiErrorInit {
  const found = ENTITIES.find((d) => d.name === op.entity)
  const def = found && activeDefinition(found)
  if (!def)
    return bad(
      ApiErrorCode.DEFINITION_NOT_FOUND,
      `Definition for entity "${op.entity}" does not exist. The sync API writes: ${syncableEntities()}.`,
      `${op.pointer}/entity`
    )
  const w = def.writes
  const takes =
    op.action === "upsert" ? !!(w?.create || w?.update) : !!w?.delete
  if (!takes)
    return bad(
      ApiErrorCode.INVALID_SYNC_OPERATION,
      `The entity "${def.name}" cannot be ${op.action === "upsert" ? "written (upsert)" : "deleted"} through the sync API. It writes: ${syncableEntities()}.`,
      `${op.pointer}/action`
    )
  return def
}

function idProblem(
  def: EntityDefinition,
  id: unknown,
  pointer: string
): ApiErrorInit | undefined {
  const pattern = def.idPattern?.pattern ?? HEX_ID_PATTERN
  if (typeof id === "string" && pattern.test(id)) return undefined
  const shown =
    typeof id === "string"
      ? `"${id.slice(0, 64)}"`
      : JSON.stringify(id)?.slice(0, 64)
  return bad(
    ApiErrorCode.INVALID_UUID,
    `The id ${shown} is not valid: an id of ${def.name} is ${def.idPattern?.description ?? "32 lowercase hexadecimal characters"}.`,
    pointer
  )
}

/** Which of `ids` exist; with `reader`, only those the caller may see. */
async function existingIds(
  container: MedusaContainer,
  def: EntityDefinition,
  ids: string[],
  reader?: Reader
) {
  if (!ids.length) return new Set<string>()
  const byId = { id: [...new Set(ids)] }
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields: ["id"],
      filters: reader ? withinRowScope(reader, def, byId) : byId,
    })
  return new Set<string>(data.map((r: { id: string }) => r.id))
}

/**
 * Decides every item's action in request order (an upsert of an id that
 * exists, or was created earlier in the request, updates it; a delete of an id
 * that is not there is `notFound`, as in Shopware). Problems of entities and
 * actions are thrown at once (400); problems of ids are returned, to be
 * answered after the privileges.
 */
export async function resolveOperations(
  reader: Reader,
  operations: SyncOperation[]
): Promise<{ resolved: ResolvedOperation[]; problems: ApiErrorInit[] }> {
  const container = reader.scope
  const defs = operations.map(entityOf)
  const refused = defs.filter((d): d is ApiErrorInit => "status" in d)
  if (refused.length) throw new ApiError(refused[0], ...refused.slice(1))

  const problems: ApiErrorInit[] = []
  const drafts = []
  for (const [n, op] of operations.entries()) {
    const def = defs[n] as EntityDefinition
    const payload = op.criteria
      ? await criteriaIds(reader, def, op)
      : op.payload
    const items = payload.map((raw, index) => {
      const pointer = pointerOf([index], op.pointer)
      const { id, ...fields } = raw
      const extra = Object.keys(fields)[0]
      if (op.action === "delete" && extra !== undefined)
        problems.push(
          bad(
            ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
            `A delete names rows by their id only: {"id": "…"}; "${extra.slice(0, 64)}" is not taken here.`,
            pointerOf([index, extra], op.pointer)
          )
        )
      const given = id !== undefined || op.action === "delete"
      const invalid = given ? idProblem(def, id, `${pointer}/id`) : undefined
      if (invalid) problems.push(invalid)
      // The sync answers the ids it writes before it writes; ids Medusa chooses (its roles under RBAC) it cannot know.
      if (!given && def.idPattern)
        problems.push(
          bad(
            ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
            `The sync API cannot create ${def.name} entities: Medusa chooses their ids. Create one with POST /api/${def.path}, then change it here by its id.`,
            `${pointer}/id`
          )
        )
      return {
        pointer,
        id: given ? String(id) : newHexId(),
        given: given && !invalid,
        fields,
      }
    })
    drafts.push({ op, def, items })
  }

  // Rows the caller may see, and rows that exist but are another account's
  // (a delete of one is notFound, as of an id that does not exist; a write
  // to one is refused by the entity's own ownership rule).
  const known = new Map<EntityDefinition, Set<string>>()
  const hidden = new Map<EntityDefinition, Set<string>>()
  for (const def of new Set(drafts.map((d) => d.def))) {
    const ids = drafts
      .filter((d) => d.def === def)
      .flatMap((d) => d.items.filter((i) => i.given).map((i) => i.id))
    const [all, visible] = await Promise.all([
      existingIds(container, def, ids),
      def.rowScope ? existingIds(container, def, ids, reader) : undefined,
    ])
    known.set(def, visible ?? all)
    hidden.set(
      def,
      new Set([...all].filter((id) => visible && !visible.has(id)))
    )
  }
  const deleted = new Set<string>()
  const resolved = drafts.map(({ op, def, items }) => ({
    op,
    def,
    items: items.map(({ pointer, id, given, fields }): ResolvedItem => {
      const rows = known.get(def)!
      const key = `${def.name}:${id}`
      let action: ItemAction
      if (op.action === "delete") {
        action = rows.has(id) ? "delete" : "notFound"
        rows.delete(id)
        if (action === "delete") deleted.add(key)
      } else if (given && deleted.has(key)) {
        problems.push(
          bad(
            ApiErrorCode.WRITE_CONSTRAINT_VIOLATION,
            `The ${def.name} "${id}" is deleted earlier in this request; it cannot be written again in the same request.`,
            `${pointer}/id`
          )
        )
        action = "update"
      } else {
        action =
          given && (rows.has(id) || hidden.get(def)!.has(id))
            ? "update"
            : "create"
        rows.add(id)
      }
      return { pointer, action, id, fields }
    }),
  }))
  return { resolved, problems }
}
