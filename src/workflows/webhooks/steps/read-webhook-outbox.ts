import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import { historyOutboxEvent, recordOutboxEvent } from "../utils/outbox-events"

const UNDISPATCHED = { dispatched_at: null }

/**
 * The oldest undispatched events of the B2B import's and the history's
 * outboxes (their modules' tables, read through their services), oldest
 * first. Only reads: marking them is the last step of the dispatch.
 */
export const readWebhookOutboxStep = createStep(
  "plugin-webhooks-read-outbox",
  async (input: { limit: number }, { container }) => {
    const history = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const page = { take: input.limit, order: { seq: "ASC" as const } }
    const [records, changeSets] = await Promise.all([
      b2bImport(container).listInboundRecordEvents(UNDISPATCHED, page),
      history.listProductHistoryEvents(UNDISPATCHED, page),
    ])
    return new StepResponse({
      events: [
        ...records.map(recordOutboxEvent),
        ...changeSets.map(historyOutboxEvent),
      ],
      recordEventIds: records.map((r) => r.id),
      historyEventIds: changeSets.map((c) => c.id),
      full: records.length === input.limit || changeSets.length === input.limit,
    })
  }
)
