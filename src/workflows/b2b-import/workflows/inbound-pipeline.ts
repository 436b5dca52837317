import {
  createWorkflow,
  parallelize,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  createOrderWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { toCreateOrderInput } from "../../../modules/b2b-import/pipeline/order/order-input"
import type { InboundRecordRow } from "../../../modules/b2b-import/pipeline/order/types"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import { claimOrderNumberStep } from "../steps/claim-order-number"
import { decideInboundRunStep } from "../steps/decide-inbound-run"
import { finishInboundRecordStep } from "../steps/finish-inbound-record"
import { readInboundRunStep } from "../steps/read-inbound-run"
import { reserveOrderStockStep } from "../steps/reserve-order-stock"

export type InboundPipelineInput = {
  action: InboundAction
  actor: string | null
  /** The record as the caller read it under the record's lock: the run does not read it again. */
  record: InboundRecordRow
  /** When the run started (ISO), for the record's history of runs. */
  startedAt?: string
}

/**
 * The import pipeline of one record: parse → map → validate → create order
 * (process), or re-check → create order (approve). It runs inside the process
 * workflow, which holds the record's lock and asserted the move; on its own
 * it asserts neither, so it is not exported. The steps fetch; the
 * decision is the module's pure `decideOutcome`. Creating the order,
 * reserving stock and the status change are compensated together, so a
 * failure never leaves half an order.
 *
 * The SDK deep-copies a workflow value for every step or transform that
 * takes it (and a property taken of it copies it whole), so the run's large
 * values (record, profile, file rows, catalogue, the new order) are each
 * taken once or twice, and what follows the decision takes only the
 * decision (bench/b2b-pipeline).
 */
export const inboundPipelineWorkflow = createWorkflow(
  "plugin-b2b-inbound-pipeline",
  (input: InboundPipelineInput) => {
    const run = readInboundRunStep(input)
    // The lease is not renewed: it outlasts a run, yet frees the number soon after a killed instance; should
    // it lapse under a very slow run, the database's unique index still refuses a second order.
    acquireLockStep({
      key: transform({ run }, ({ run }) => run.lockKey),
      timeout: 60,
      ttl: 30,
      // The pipeline runs nested in the process workflow: Medusa's lock step skips nested runs unless told.
      executeOnSubWorkflow: true,
    })
    const decision = decideInboundRunStep(run)
    const orderInput = transform({ decision }, ({ decision }) => {
      const { outcome } = decision
      return outcome.next === "ready" && !outcome.existingOrderId
        ? toCreateOrderInput(outcome.prepared!, {
            recordId: outcome.recordId,
            profileId: outcome.profileId,
          })
        : null
    })
    const created = when(
      "plugin-b2b-create-order",
      { orderInput },
      ({ orderInput }) => !!orderInput
    ).then(() => {
      const order = createOrderWorkflow.runAsStep({
        input: transform({ orderInput }, ({ orderInput }) => orderInput!),
      })
      // Only what the reservations need of the new order, taken in one copy of it.
      return transform({ order }, ({ order }) => ({
        id: order.id,
        items: (order.items ?? []).map((i) => ({
          id: i.id,
          metadata: i.metadata,
        })),
      }))
    })
    // What the writes after the decision take: the order's id (new, or adopted from a run that died),
    // the lines to reserve and the number to claim.
    const placed = transform({ decision, created }, ({ decision, created }) => {
      const { outcome } = decision
      const orderId = created?.id ?? outcome.existingOrderId ?? null
      return {
        orderId,
        reserve: {
          orderId,
          lines: outcome.prepared?.lines ?? [],
          createdItems: created?.items ?? null,
        },
        claim: {
          profileId: outcome.profileId,
          externalNumber:
            outcome.next === "ready" ? outcome.externalNumber : null,
          recordId: outcome.recordId,
          orderId,
          newOrder: !!created,
        },
      }
    })
    // The order's stock reservations (an order adopted from a run that died before reserving gets them
    // now) and the order number's claim (the order keeps its number for the profile, whatever later
    // happens to the record) are independent and made at once; both before the record's new state, so
    // that a record marked approved always has both, even when its instance dies between the writes.
    parallelize(
      reserveOrderStockStep(
        transform({ placed }, ({ placed }) => placed.reserve)
      ),
      claimOrderNumberStep(transform({ placed }, ({ placed }) => placed.claim))
    )
    const record = finishInboundRecordStep({
      decision,
      orderId: transform({ placed }, ({ placed }) => placed.orderId),
      run: input,
    })
    releaseLockStep({
      key: transform({ decision }, ({ decision }) => decision.lockKey),
      executeOnSubWorkflow: true,
    })
    return new WorkflowResponse({ record })
  }
)
