import type { MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { z } from "@medusajs/framework/zod"
import {
  historyQuery,
  historyService,
  sendHistoryCsv,
} from "../../api/utils/product-history"
import { productPriceSeries } from "../../api/utils/product-price-series"
import { sendHistoryPdf } from "../../api/utils/product-history-pdf"
import { HISTORY_ERROR_CODES } from "../../modules/product-history/errors"
import { rollbackCommentSchema } from "../../modules/product-history/filters"
import { csvDelimiterParam } from "../../modules/product-history/exports/csv-options"
import {
  toChangeSetView,
  toEntryView,
} from "../../modules/product-history/entry-view"
import {
  rollbackChangeSetWorkflow,
  rollbackHistoryEntryWorkflow,
} from "../../workflows/product-history"
import { ApiError } from "../errors"
import {
  type ApiHistoryFilters,
  apiChangeSetSchema,
  apiEntrySchema as entrySchema,
  apiGroupBy,
  apiHistoryFilters,
  apiHistoryPage,
  apiPriceSeriesQuery,
  apiPriceSeriesSchema,
  groupedSortOnlyByTime,
  pageWithinWindow,
  toApiChangeSet,
  toApiEntry,
  toApiPriceSeries,
  toHistoryFilters,
} from "./history-wire"
import { type InputOf, typedRoute } from "./typed-route"
import type { ApiRequest, ApiRoute } from "./types"

const BASE = "/api/_action/plugin-product-history"
const TAG = "Product history"

const pageSchema = z.object({
  total: z
    .number()
    .int()
    .describe(
      "Entries (or change sets) matching the filters: counted up to 10,000 unless totalCountMode=exact, or estimated (totalEstimated) when counting took longer than 25 ms (exact: 450 ms)"
    ),
  totalCapped: z
    .boolean()
    .describe(
      "True when more than 10,000 match and total shows 10,000: the list reaches its first 10,000"
    ),
  totalEstimated: z
    .boolean()
    .describe("True when total is PostgreSQL's estimate, not a count"),
  page: z.number().int(),
  limit: z.number().int(),
  data: z.union([z.array(entrySchema), z.array(apiChangeSetSchema)]),
})
const listQuery = apiHistoryFilters
  .extend(apiHistoryPage.shape)
  .extend(apiGroupBy)
  .superRefine(groupedSortOnlyByTime)
  .superRefine(pageWithinWindow)
const entriesQuery = apiHistoryFilters
  .pick({
    fieldName: true,
    fieldGroup: true,
    from: true,
    to: true,
    source: true,
    sort: true,
  })
  .extend(apiHistoryPage.shape)
  .extend(apiGroupBy)
  .superRefine(groupedSortOnlyByTime)
  .superRefine(pageWithinWindow)
/** Medusa's ids (prod_01…) and the history's own: a longer one names nothing (404). */
const pathId = z
  .string()
  .min(1)
  .max(64, "must be an id of at most 64 characters")
const idParams = z.object({ id: pathId })
const changeSetParams = z.object({ changeSetId: pathId })
const productParams = z.object({ productId: pathId })
const rollbackBody = z
  .object({
    force: z
      .boolean()
      .default(false)
      .describe("Roll back even when the field changed since the entry"),
    comment: rollbackCommentSchema.describe(
      "Why: stored in the comment of the entry the rollback writes"
    ),
  })
  .strict()
const exportBody = apiHistoryFilters.strict()
const csvExportBody = apiHistoryFilters
  .extend({ delimiter: csvDelimiterParam })
  .strict()

/** The query of a list: all filters (the entries route's few), the page and the grouping. */
type ListInput = z.output<typeof entriesQuery> & Partial<ApiHistoryFilters>

async function list(
  scope: MedusaContainer,
  res: MedusaResponse,
  input: ListInput
): Promise<void> {
  const { page, limit, totalCountMode, groupBy, ...filters } = input
  const query = await historyQuery(scope, toHistoryFilters(filters))
  const paging = { offset: (page - 1) * limit, limit, totalCountMode }
  const service = historyService(scope)
  if (groupBy === "changeSet") {
    const { sets, total, totalCapped, totalEstimated } =
      await service.listChangeSets(query, paging)
    const data = sets.map((set) => toApiChangeSet(toChangeSetView(set)))
    res.json({ total, totalCapped, totalEstimated, page, limit, data })
    return
  }
  const { rows, total, totalCapped, totalEstimated } =
    await service.listEntries(query, paging)
  res.json({
    total,
    totalCapped,
    totalEstimated,
    page,
    limit,
    data: rows.map((r) => toApiEntry(toEntryView(r))),
  })
}

async function entry(
  req: ApiRequest<InputOf<typeof idParams>>,
  res: MedusaResponse
) {
  const row = await historyService(req.scope).findEntry(req.apiInput.params.id)
  if (!row)
    throw new ApiError({
      status: 404,
      code: HISTORY_ERROR_CODES.ENTRY_NOT_FOUND,
      detail: `No history entry with id "${req.apiInput.params.id}" exists.`,
    })
  res.json({ data: toApiEntry(toEntryView(row, true)) })
}

async function changeSet(
  req: ApiRequest<InputOf<typeof changeSetParams>>,
  res: MedusaResponse
) {
  const { changeSetId } = req.apiInput.params
  const entries = await historyService(req.scope).retrieveChangeSet(changeSetId)
  res.json({ data: toApiChangeSet(toChangeSetView({ changeSetId, entries })) })
}

/** `force` and `comment` of a rollback's body. */
const rollbackOptions = (body: z.output<typeof rollbackBody>) => ({
  force: body?.force ?? false,
  comment: body?.comment,
})

async function rollbackChangeSet(
  req: ApiRequest<
    InputOf<typeof changeSetParams, undefined, typeof rollbackBody>
  >,
  res: MedusaResponse
) {
  const { changeSetId } = req.apiInput.params
  await rollbackChangeSetWorkflow(req.scope).run({
    input: { changeSetId, ...rollbackOptions(req.apiInput.body) },
  })
  res.status(204).end()
}

async function rollback(
  req: ApiRequest<InputOf<typeof idParams, undefined, typeof rollbackBody>>,
  res: MedusaResponse
) {
  const entryId = req.apiInput.params.id
  await rollbackHistoryEntryWorkflow(req.scope).run({
    input: { entryId, ...rollbackOptions(req.apiInput.body) },
  })
  res.status(204).end()
}

const queryOf = (scope: MedusaContainer, body: Partial<ApiHistoryFilters>) =>
  historyQuery(scope, toHistoryFilters(body ?? {}))

/** `/api/_action/plugin-product-history/*`: list, entry, entries, rollback, exports, price series. */
export const historyActionRoutes: ApiRoute[] = [
  typedRoute({
    method: "get",
    path: `${BASE}/list`,
    operationId: "pluginProductHistoryList",
    tag: TAG,
    summary:
      "Product history, newest first, with filters (fieldName repeatable or comma list; from/to: a date covers the whole day in the shop's time zone)",
    privileges: ["plugin_product_history:read"],
    query: listQuery,
    responses: {
      200: { description: "One page of entries", schema: pageSchema },
    },
    errors: [400],
    handler: (req, res) => list(req.scope, res, req.apiInput.query),
  }),
  typedRoute({
    method: "get",
    path: `${BASE}/entry/:id`,
    operationId: "pluginProductHistoryEntry",
    tag: TAG,
    summary: "One history entry with full values",
    privileges: ["plugin_product_history:read"],
    params: idParams,
    responses: {
      200: {
        description: "The entry",
        schema: z.object({ data: entrySchema }),
      },
    },
    errors: [404],
    handler: entry,
  }),
  typedRoute({
    method: "get",
    path: `${BASE}/entries/:productId`,
    operationId: "pluginProductHistoryEntries",
    tag: TAG,
    summary: "All entries of one product (its variants included), newest first",
    privileges: ["plugin_product_history:read"],
    params: productParams,
    query: entriesQuery,
    responses: {
      200: {
        description: "One page of the product's entries",
        schema: pageSchema,
      },
    },
    errors: [400],
    handler: (req, res) =>
      list(req.scope, res, {
        ...req.apiInput.query,
        productId: [req.apiInput.params.productId],
      }),
  }),
  typedRoute({
    method: "post",
    path: `${BASE}/rollback/:id`,
    operationId: "pluginProductHistoryRollback",
    tag: TAG,
    summary:
      "Write the entry's old value back to its field (one field); 409 with both values when the field changed since, unless force",
    privileges: ["plugin_product_history:update", "product:update"],
    params: idParams,
    body: rollbackBody,
    responses: {
      204: {
        description:
          "Rolled back; a new entry names and links the rolled-back one",
      },
    },
    errors: [400, 404, 409],
    handler: rollback,
  }),
  typedRoute({
    method: "get",
    path: `${BASE}/change-set/:changeSetId`,
    operationId: "pluginProductHistoryChangeSet",
    tag: TAG,
    summary: "One save (its changeSetId) with all its entries",
    privileges: ["plugin_product_history:read"],
    params: changeSetParams,
    responses: {
      200: {
        description: "The save",
        schema: z.object({ data: apiChangeSetSchema }),
      },
    },
    errors: [404],
    handler: changeSet,
  }),
  typedRoute({
    method: "post",
    path: `${BASE}/rollback-change-set/:changeSetId`,
    operationId: "pluginProductHistoryRollbackChangeSet",
    tag: TAG,
    summary:
      "Roll back every field one save changed (its changeSetId), all or none: 409 when one changed since (unless force), 400 when one cannot be rolled back; nothing is written then",
    privileges: ["plugin_product_history:update", "product:update"],
    params: changeSetParams,
    body: rollbackBody,
    responses: {
      204: {
        description:
          "Rolled back; the new entries (one save) name and link the rolled-back ones",
      },
    },
    errors: [400, 404, 409],
    handler: rollbackChangeSet,
  }),
  typedRoute({
    method: "post",
    path: `${BASE}/export-csv`,
    operationId: "pluginProductHistoryExportCsv",
    tag: TAG,
    summary:
      "CSV of exactly the entries the list gives for these filters (all pages), streamed; delimiter comma or semicolon",
    privileges: ["plugin_product_history:read"],
    body: csvExportBody,
    responses: {
      200: {
        description:
          "CSV: UTF-8 with BOM, CRLF, a header row, comma or semicolon separated, times in the shop's time zone with offset; " +
          "the file named after the period (product-history_<from>_to_<to>.csv, docs/product-history.md)",
        contentType: "text/csv",
        schema: z.string(),
      },
    },
    errors: [400],
    handler: async (req, res) =>
      sendHistoryCsv(
        req.scope,
        await queryOf(req.scope, req.apiInput.body),
        res,
        {
          delimiter: req.apiInput.body?.delimiter ?? ",",
        }
      ),
  }),
  typedRoute({
    method: "post",
    path: `${BASE}/export-pdf`,
    operationId: "pluginProductHistoryExportPdf",
    tag: TAG,
    summary:
      "PDF of the entries for these filters (stated at its top with the shop's time zone): a table grouped by product with a header per product that repeats on continued pages, comments and context (currency, price list, region, quantity tier, location); at most 5,000 entries",
    privileges: ["plugin_product_history:read"],
    body: exportBody,
    responses: {
      200: {
        description: "PDF document",
        contentType: "application/pdf",
        schema: z.string(),
      },
    },
    errors: [400],
    handler: async (req, res) =>
      sendHistoryPdf(req.scope, toHistoryFilters(req.apiInput.body ?? {}), res),
  }),
  typedRoute({
    method: "get",
    path: `${BASE}/price-series/:productId`,
    operationId: "pluginProductHistoryPriceSeries",
    tag: TAG,
    summary:
      "Price history of a product's variants for the chart: one labelled series per variant and price (currency, tier, region, price list), from the first known price to the live one",
    privileges: ["plugin_product_history:read"],
    params: productParams,
    query: apiPriceSeriesQuery,
    responses: {
      200: {
        description: "The product's price lines over the window, each labelled",
        schema: z.object({ data: apiPriceSeriesSchema }),
      },
    },
    errors: [400, 404],
    handler: async (req, res) => {
      res.json({
        data: toApiPriceSeries(
          await productPriceSeries(
            req.scope,
            req.apiInput.params.productId,
            req.apiInput.query.days
          )
        ),
      })
    },
  }),
]
