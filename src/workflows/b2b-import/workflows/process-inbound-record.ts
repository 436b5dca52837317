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
import {
  decideOutcome,
  orderToValidate,
} from "../../../modules/b2b-import/pipeline/order/decide-outcome"
import { toCreateOrderInput } from "../../../modules/b2b-import/pipeline/order/order-input"
import { sourceNames } from "../../../modules/b2b-import/pipeline/read-file"
import type { InboundRecordRow } from "../../../modules/b2b-import/pipeline/order/types"
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import { claimOrderNumberStep } from "../steps/claim-order-number"
import { fetchOrderVariantsStep } from "../steps/fetch-order-variants"
import { findOrderCustomerStep } from "../steps/find-order-customer"
import { findOrderNumberHolderStep } from "../steps/find-order-number-holder"
import { finishInboundRecordStep } from "../steps/finish-inbound-record"
import { loadInboundRecordStep } from "../steps/load-inbound-record"
import { readInboundFileStep } from "../steps/read-inbound-file"
import { reserveOrderStockStep } from "../steps/reserve-order-stock"
import { resolveOrderSetupStep } from "../steps/resolve-order-setup"
import { LOCK_KEYS } from "../../../modules/b2b-import/lock-keys"

export type ProcessInboundRecordInput = {
  recordId: string
  action: InboundAction
  actor: string | null
  /** The record as the caller read it under the record's lock, so the run need not read it again. */
  record?: InboundRecordRow
  /** When the run started (ISO), for the record's history of runs. */
  startedAt?: string
}

/**
 * The import pipeline of one record: parse → map → validate → create order
 * (process), or re-check → create order (approve). The steps fetch; the
 * decision is the module's pure `decideOutcome`. Creating the order,
 * reserving stock and the status change are compensated together, so a
 * failure never leaves half an order.
 */
export const processInboundRecordWorkflow = createWorkflow(
  "plugin-b2b-process-inbound-record",
  (input: ProcessInboundRecordInput) => {
    const loaded = loadInboundRecordStep({
      recordId: input.recordId,
      record: input.record,
    })
    const read = readInboundFileStep({ action: input.action, loaded })
    // Workflow values are deep-copied wherever a step or transform takes them: the derived values below
    // are computed once, and later steps take the small property they need (bench/b2b-pipeline).
    const facts = transform(
      { action: input.action, loaded, read },
      ({ action, loaded, read }) => {
        const mapped = orderToValidate(action, loaded, read)
        const number = loaded.existingOrder ? null : mapped?.externalNumber
        return {
          profile: loaded.profile,
          mapped,
          names: sourceNames(loaded.rules),
          // Two files with the same order number are serialised on it from here on, so the number's holder
          // is read under the lock and only one of them can become an order. (An adopted order needs no new number.)
          numberLock: number
            ? LOCK_KEYS.orderNumber(loaded.record.profile_id, number)
            : undefined,
          holder: {
            check: !!mapped && !loaded.existingOrder,
            profileId: loaded.record.profile_id,
            externalNumber: mapped?.externalNumber,
            recordId: loaded.record.id,
          },
        }
      }
    )
    // The lease is not renewed: it outlasts a run, yet frees the number soon after a killed instance; should
    // it lapse under a very slow run, the database's unique index still refuses a second order.
    const numberLock = transform({ key: facts.numberLock }, ({ key }) => key)
    acquireLockStep({ key: numberLock, timeout: 60, ttl: 30 })
    const setup = resolveOrderSetupStep({
      profile: facts.profile,
      mapped: facts.mapped,
    })
    // Independent reads, made at once: the customer, the catalogue and stock of the lines, the number's holder.
    const [customer, variants, numberHolder] = parallelize(
      findOrderCustomerStep({
        profile: facts.profile,
        mapped: facts.mapped,
        names: facts.names,
      }),
      fetchOrderVariantsStep({
        mapped: facts.mapped,
        setup: transform({ setup }, ({ setup }) => setup?.setup ?? null),
      }),
      findOrderNumberHolderStep(facts.holder)
    )
    const outcome = transform(
      {
        action: input.action,
        loaded,
        read,
        setup,
        customer,
        variants,
        numberHolder,
      },
      ({ action, loaded, read, setup, customer, variants, numberHolder }) =>
        decideOutcome({
          action,
          loaded,
          read,
          context:
            setup && customer
              ? {
                  setup: setup.setup,
                  setupErrors: setup.errors,
                  customer: customer.customer,
                  customerErrors: customer.errors,
                  variants,
                  numberHolder,
                }
              : null,
        })
    )
    // What the writes after the decision need, taken from it once.
    const plan = transform({ outcome }, ({ outcome }) => {
      const create = outcome.next === "ready" && !outcome.existingOrderId
      return {
        create,
        orderInput: create
          ? toCreateOrderInput(outcome.prepared!, {
              recordId: outcome.recordId,
              profileId: outcome.profileId,
            })
          : null,
        existingOrderId: outcome.existingOrderId,
        lines: outcome.prepared?.lines ?? [],
        claim: {
          profileId: outcome.profileId,
          externalNumber:
            outcome.next === "ready" ? outcome.externalNumber : null,
          recordId: outcome.recordId,
        },
      }
    })
    const created = when(
      "plugin-b2b-create-order",
      { create: plan.create },
      ({ create }) => create
    ).then(() => {
      const order = createOrderWorkflow.runAsStep({
        input: transform({ input: plan.orderInput }, ({ input }) => input!),
      })
      // Only what the reservations need of the new order.
      return transform(
        { id: order.id, items: order.items },
        ({ id, items }) => ({
          id,
          items: (items ?? []).map((i) => ({ id: i.id, metadata: i.metadata })),
        })
      )
    })
    // The record's order_id is the one record → order reference (read through the read-only link in src/links).
    const orderId = transform(
      { created, existing: plan.existingOrderId },
      ({ created, existing }) => created?.id ?? existing ?? null
    )
    // The order's stock reservations (an order adopted from a run that died before reserving gets them
    // now) and the order number's claim (the order keeps its number for the profile, whatever later
    // happens to the record) are independent and made at once; both before the record's new state, so
    // that a record marked approved always has both, even when its instance dies between the writes.
    parallelize(
      reserveOrderStockStep(
        transform(
          { lines: plan.lines, created, orderId },
          ({ lines, created, orderId }) => ({
            orderId,
            lines,
            createdItems: created?.items ?? null,
          })
        )
      ),
      claimOrderNumberStep(
        transform({ claim: plan.claim, orderId }, ({ claim, orderId }) => ({
          ...claim,
          orderId,
        }))
      )
    )
    const record = finishInboundRecordStep({
      outcome,
      orderId,
      action: input.action,
      actor: input.actor,
      before: input.record,
      // The record's history of runs (fix loop): one entry per run, where it left the record.
      startedAt: input.startedAt,
    })
    releaseLockStep({ key: numberLock })
    return new WorkflowResponse({ record })
  }
)
