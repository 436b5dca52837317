import {
  createWorkflow,
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
import type { InboundAction } from "../../../modules/b2b-import/status-machine"
import { assertOrderNumberFreeStep } from "../steps/assert-order-number-free"
import { fetchOrderVariantsStep } from "../steps/fetch-order-variants"
import { findOrderCustomerStep } from "../steps/find-order-customer"
import { findOrderNumberHolderStep } from "../steps/find-order-number-holder"
import { finishInboundRecordStep } from "../steps/finish-inbound-record"
import { loadInboundRecordStep } from "../steps/load-inbound-record"
import { readInboundFileStep } from "../steps/read-inbound-file"
import { reserveOrderStockStep } from "../steps/reserve-order-stock"
import { resolveOrderSetupStep } from "../steps/resolve-order-setup"

export type ProcessInboundRecordInput = {
  recordId: string
  action: InboundAction
  actor: string | null
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
    const loaded = loadInboundRecordStep({ recordId: input.recordId })
    const read = readInboundFileStep({ action: input.action, loaded })
    const facts = transform(
      { input, loaded, read },
      ({ input, loaded, read }) => ({
        profile: loaded.profile,
        mapped: orderToValidate(input.action, loaded, read),
        names: sourceNames(loaded.rules),
      })
    )
    const setup = resolveOrderSetupStep({
      profile: facts.profile,
      mapped: facts.mapped,
    })
    const customer = findOrderCustomerStep(facts)
    const variants = fetchOrderVariantsStep({
      mapped: facts.mapped,
      setup: transform({ setup }, ({ setup }) => setup?.setup ?? null),
    })
    const numberHolder = findOrderNumberHolderStep(
      transform({ input, loaded, facts }, ({ input, loaded, facts }) => ({
        check: input.action === "process" && !!facts.mapped,
        profileId: loaded.record.profile_id,
        externalNumber: facts.mapped?.externalNumber,
        recordId: loaded.record.id,
      }))
    )
    const outcome = transform(
      { input, loaded, read, setup, customer, variants, numberHolder },
      ({ input, loaded, read, setup, customer, variants, numberHolder }) =>
        decideOutcome({
          action: input.action,
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
    // Two files with the same order number are serialised on it, so only one can become an order.
    const numberLock = transform({ outcome }, ({ outcome }) =>
      outcome.next === "ready" &&
      !outcome.existingOrderId &&
      outcome.externalNumber
        ? `plugin-b2b-order-number:${outcome.profileId}:${outcome.externalNumber}`
        : undefined
    )
    const created = when(
      "plugin-b2b-create-order",
      { outcome },
      ({ outcome }) => outcome.next === "ready" && !outcome.existingOrderId
    ).then(() => {
      // The lease is not renewed: it outlasts creating an order, yet frees the number soon after a killed
      // instance. Should it lapse under a very slow run, the database's unique index still refuses a second order.
      acquireLockStep({ key: numberLock, timeout: 60, ttl: 30 })
      assertOrderNumberFreeStep({
        profileId: outcome.profileId,
        externalNumber: outcome.externalNumber,
        recordId: outcome.recordId,
      })
      const orderInput = transform({ outcome }, ({ outcome }) =>
        toCreateOrderInput(outcome.prepared!, {
          recordId: outcome.recordId,
          profileId: outcome.profileId,
        })
      )
      const order = createOrderWorkflow.runAsStep({ input: orderInput })
      reserveOrderStockStep({
        orderId: order.id,
        lines: transform({ outcome }, ({ outcome }) => outcome.prepared!.lines),
      })
      return order
    })
    // An order adopted from a run that died before reserving its stock gets its reservations now.
    when(
      "plugin-b2b-reserve-adopted-order",
      { outcome },
      ({ outcome }) => !!outcome.existingOrderId && !!outcome.prepared
    ).then(() => {
      reserveOrderStockStep({
        orderId: outcome.existingOrderId!,
        lines: transform({ outcome }, ({ outcome }) => outcome.prepared!.lines),
      }).config({
        name: "plugin-b2b-reserve-adopted-order-stock",
      })
    })
    // The record's order_id is the one record → order reference (read through the read-only link in src/links).
    const orderId = transform(
      { outcome, created },
      ({ outcome, created }) => created?.id ?? outcome.existingOrderId ?? null
    )
    const record = finishInboundRecordStep({
      outcome,
      orderId,
      action: input.action,
      actor: input.actor,
    })
    releaseLockStep({ key: numberLock })
    return new WorkflowResponse({ record, outcome })
  }
)
