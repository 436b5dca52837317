import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import { PRODUCT_HISTORY_MODULE } from "../../../modules/product-history"
import type ProductHistoryModuleService from "../../../modules/product-history/service"
import { timeToTidy } from "../utils/housekeeping"

/** Dispatched events are kept a week (to look into), then deleted. */
const KEEP_DISPATCHED_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Marks the outbox events the dispatch queued, and (hourly) deletes those
 * dispatched over a week ago. Compensation unmarks them, so a failed
 * dispatch leaves them for the next one.
 */
export const markOutboxDispatchedStep = createStep(
  "plugin-webhooks-mark-outbox-dispatched",
  async (
    input: { recordEventIds: string[]; historyEventIds: string[] },
    { container }
  ) => {
    const b2b = b2bImport(container)
    const history = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    const now = new Date()
    if (input.recordEventIds.length)
      await b2b.updateInboundRecordEvents({
        selector: { id: input.recordEventIds },
        data: { dispatched_at: now },
      })
    if (input.historyEventIds.length)
      await history.updateProductHistoryEvents({
        selector: { id: input.historyEventIds },
        data: { dispatched_at: now },
      })
    if (timeToTidy("outboxes")) {
      const before = new Date(now.getTime() - KEEP_DISPATCHED_MS)
      const old = { dispatched_at: { $lt: before } }
      await Promise.all([
        b2b.deleteInboundRecordEvents(old),
        history.deleteProductHistoryEvents(old),
      ])
    }
    return new StepResponse(undefined, input)
  },
  async (input, { container }) => {
    if (!input) return
    const history = container.resolve<ProductHistoryModuleService>(
      PRODUCT_HISTORY_MODULE
    )
    if (input.recordEventIds.length)
      await b2bImport(container).updateInboundRecordEvents({
        selector: { id: input.recordEventIds },
        data: { dispatched_at: null },
      })
    if (input.historyEventIds.length)
      await history.updateProductHistoryEvents({
        selector: { id: input.historyEventIds },
        data: { dispatched_at: null },
      })
  }
)
