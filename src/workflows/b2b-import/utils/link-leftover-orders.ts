import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { b2bImport } from "../../../modules/b2b-import"
import { B2B_ERROR_CODES } from "../../../modules/b2b-import/errors"
import { REJECTABLE_STATUSES } from "../../../modules/b2b-import/status-machine"
import { processInboundRecordWorkflow } from "../workflows/process-inbound-record"
import { thrownMessage } from "./run-failure"
import {
  type LeftoverOrder,
  leftoverOrderWords,
  leftoverOrdersOf,
  linkingVerb,
} from "./leftover-orders"

/** Records looked at per query. */
const BATCH_SIZE = 200

/** What a reconciliation pass did: the records it linked, the cancelled orders it left to the clerk, and runs that failed. */
export type LinkSummary = {
  linked: { recordId: string; orderId: string; displayId: number | null }[]
  canceled: LeftoverOrder[]
  failures: { recordId: string; message: string }[]
}

/**
 * Links orders that runs killed mid-way left to their records: every record
 * that is not final and names no order is looked up by its order's derived id
 * (one query per batch), and each one found is run again as a clerk would
 * (approve for a record awaiting approval, process otherwise), under the
 * record's lock: the run adopts the order, reserves what it lacks, claims its
 * number and marks the record approved. A cancelled leftover order is left
 * to the clerk (reject links it, see the reject workflow).
 */
export async function linkLeftoverOrders(
  container: MedusaContainer,
  input: { actor: string; batchSize?: number }
): Promise<LinkSummary> {
  const service = b2bImport(container)
  const summary: LinkSummary = { linked: [], canceled: [], failures: [] }
  let after: string | null = null
  for (;;) {
    const page = await service.listInboundRecords(
      {
        status: [...REJECTABLE_STATUSES],
        order_id: null,
        ...(after ? { id: { $gt: after } } : {}),
      },
      {
        select: ["id", "status", "order_id"],
        order: { id: "ASC" },
        take: input.batchSize ?? BATCH_SIZE,
      }
    )
    if (!page.length) break
    after = page[page.length - 1].id
    for (const order of await leftoverOrdersOf(container, page)) {
      if (order.canceled) {
        summary.canceled.push(order)
        continue
      }
      await linkOne(container, order, input.actor, summary)
    }
  }
  logSummary(container, summary)
  return summary
}

async function linkOne(
  container: MedusaContainer,
  order: LeftoverOrder,
  actor: string,
  summary: LinkSummary
) {
  try {
    const { result: record } = await processInboundRecordWorkflow(
      container
    ).run({
      input: {
        recordId: order.recordId,
        action: linkingVerb(order),
        actor,
        // The order exists already: what changed since the import no longer decides anything.
        acceptChanges: true,
      },
    })
    if (record.order_id === order.orderId)
      summary.linked.push({
        recordId: order.recordId,
        orderId: order.orderId,
        displayId: order.displayId,
      })
    else
      summary.failures.push({
        recordId: order.recordId,
        message: record.error_message ?? `The record is ${record.status}.`,
      })
  } catch (error) {
    // Another run moved the record on meanwhile (409) or it was deleted (404): it is no longer this pass's.
    const code = (error as { code?: string })?.code
    if (
      code === B2B_ERROR_CODES.INVALID_STATUS_TRANSITION ||
      code === B2B_ERROR_CODES.RECORD_NOT_FOUND
    )
      return
    summary.failures.push({
      recordId: order.recordId,
      message: thrownMessage(error),
    })
  }
}

function logSummary(container: MedusaContainer, summary: LinkSummary) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  for (const l of summary.linked)
    logger.info(
      `B2B import: linked order ${l.displayId !== null ? `#${l.displayId}` : l.orderId} (left by an interrupted run) to inbound record ${l.recordId}.`
    )
  for (const o of summary.canceled)
    logger.info(
      `B2B import: inbound record ${o.recordId} has ${leftoverOrderWords(o)}, left by an interrupted run and cancelled since; rejecting the record links it.`
    )
  for (const f of summary.failures)
    logger.warn(
      `B2B import: the order left by an interrupted run could not be linked to inbound record ${f.recordId}: ${f.message}`
    )
}
