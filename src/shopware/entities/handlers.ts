import type { MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ApiError, ApiErrorCode } from "../errors"
import { callerOf } from "../auth/actors"
import type { ApiRequest } from "../routes/types"
import type { EntityDefinition } from "./definition"
import { aggregateEntity, asksForDetailCriteria, searchEntity } from "./search"
import {
  type Format,
  itemBody,
  listBody,
  negotiate,
  selectFields,
  sendFormatted,
  toWire,
} from "./serialize"
import type { EntityRow } from "./types"
import { withinRowScope } from "./row-scope"

function notFound(def: EntityDefinition, id: string) {
  return new ApiError({
    status: 404,
    code: ApiErrorCode.RESOURCE_NOT_FOUND,
    detail: `No ${def.name} with id "${id}" exists.`,
    meta: { parameters: { entity: def.name, id } },
  })
}

/** The entity's row by id with the given columns, or undefined. */
async function findRow(
  req: ApiRequest,
  def: EntityDefinition,
  id: string,
  fields: string[]
): Promise<EntityRow | undefined> {
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: def.graphEntity,
      fields,
      filters: withinRowScope(req, def, { id }),
    })
  return data[0]
}

async function readOne(req: ApiRequest, def: EntityDefinition, id: string) {
  const row = await findRow(req, def, id, selectFields(def))
  if (!row) throw notFound(def, id)
  return toWire(def, row)
}

/** A client-chosen id of a create must be new: Shopware's writer refuses an insert that would update. */
async function assertIdFree(
  req: ApiRequest,
  def: EntityDefinition,
  id: string | undefined
) {
  if (!id) return
  if (await findRow(req, def, id, ["id"]))
    throw new ApiError({
      status: 400,
      code: ApiErrorCode.WRITE_TYPE_INTEND,
      detail: `A ${def.name} with id "${id}" exists already: POST creates. Change it with PATCH /api/${def.path}/${id}.`,
      pointer: "/id",
    })
}

/** Handlers of the generic entity API, shared by every registered entity. */
export function entityHandlers(def: EntityDefinition) {
  const respondWritten = async (
    req: ApiRequest,
    res: MedusaResponse,
    format: Format,
    id: string,
    status: number,
    once?: Record<string, unknown>
  ) => {
    res.setHeader(
      "location",
      `${req.protocol}://${req.get("host")}/api/${def.path}/${id}`
    )
    const asked =
      req.query._response !== undefined &&
      req.query._response !== "0" &&
      req.query._response !== "false"
    if (!asked && !once) {
      res.status(204).end()
      return
    }
    const item = { ...(await readOne(req, def, id)), ...once }
    sendFormatted(
      res,
      format,
      status === 204 ? 200 : status,
      itemBody(req, format, def, item)
    )
  }
  /** A list answer: the items, paging as the criteria asked, aggregations by name. */
  const sendList = (
    req: ApiRequest,
    res: MedusaResponse,
    format: Format,
    items: Record<string, unknown>[],
    paging: Parameters<typeof listBody>[4],
    aggregations: Record<string, unknown>
  ) =>
    sendFormatted(
      res,
      format,
      200,
      listBody(req, format, def, items, paging, aggregations)
    )
  /** A page of rows by the criteria of the query string (GET) or the body (POST search). */
  const listing =
    (from: "query" | "body") =>
    async (req: ApiRequest, res: MedusaResponse) => {
      const format = negotiate(req)
      const { criteria, items, total, aggregations } = await searchEntity(
        req,
        def,
        from
      )
      const { page, limit, totalCountMode } = criteria
      sendList(
        req,
        res,
        format,
        items,
        { page, limit, total, totalCountMode },
        aggregations
      )
    }
  return {
    list: listing("query"),
    search: listing("body"),
    aggregate: async (req: ApiRequest, res: MedusaResponse) => {
      const format = negotiate(req)
      const { criteria, total, aggregations } = await aggregateEntity(req, def)
      const paging = {
        page: 1,
        limit: criteria.limit,
        total,
        totalCountMode: 1,
      }
      sendList(req, res, format, [], paging, aggregations)
    },
    searchIds: async (req: ApiRequest, res: MedusaResponse) => {
      const { rows, total } = await searchEntity(req, def, "body")
      res.json({ total, data: rows.map((r) => r.id) })
    },
    get: async (req: ApiRequest, res: MedusaResponse) => {
      const format = negotiate(req)
      const id = req.params.id
      // Shopware's detail route reads criteria too (associations, includes) from the query string.
      const item = asksForDetailCriteria(req)
        ? (await searchEntity(req, def, "query", id)).items[0]
        : await readOne(req, def, id)
      if (!item) throw notFound(def, id)
      sendFormatted(res, format, 200, itemBody(req, format, def, item))
    },
    create: async (req: ApiRequest, res: MedusaResponse) => {
      // Negotiated first: a secret shown once must not be lost to an answer the client cannot read.
      const format = negotiate(req)
      // The entity's input schema passed the body: an object.
      const body = req.apiInput.body ?? {}
      await assertIdFree(
        req,
        def,
        typeof body.id === "string" ? body.id : undefined
      )
      const { id, once } = await def.create!(
        req.scope,
        body,
        callerOf(req.apiActor)
      )
      await respondWritten(req, res, format, id, 200, once)
    },
    update: async (req: ApiRequest, res: MedusaResponse) => {
      const format = negotiate(req)
      const id = req.params.id
      await readOne(req, def, id)
      await def.update?.(
        req.scope,
        id,
        req.apiInput.body ?? {},
        callerOf(req.apiActor)
      )
      await respondWritten(req, res, format, id, 204)
    },
    delete: async (req: ApiRequest, res: MedusaResponse) => {
      const id = req.params.id
      await readOne(req, def, id)
      const done = await def.delete!(req.scope, [id], callerOf(req.apiActor))
      // A header carries only visible ASCII: other characters become "?".
      if (done?.notice)
        res.setHeader(
          "X-Plugin-Notice",
          done.notice.replace(/[^\x20-\x7e]/g, "?")
        )
      res.status(204).end()
    },
  }
}
