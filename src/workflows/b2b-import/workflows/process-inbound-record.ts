import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createOrderWorkflow, createRemoteLinkStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { B2B_IMPORT_MODULE } from "../../../modules/b2b-import"
import { toCreateOrderInput } from "../order-building/order-input"
import { assertOrderNumberFreeStep } from "../steps/assert-order-number-free"
import { finishInboundRecordStep } from "../steps/finish-inbound-record"
import { InboundAction, prepareInboundOrderStep } from "../steps/prepare-inbound-order"
import { reserveOrderStockStep } from "../steps/reserve-order-stock"

export type ProcessInboundRecordInput = { recordId: string; action: InboundAction; actor: string | null }

/**
 * The import pipeline of one record: parse → map → validate → create order
 * (process), or re-check → create order (approve). Creating the order,
 * reserving stock, linking and the status change are compensated together,
 * so a failure never leaves half an order.
 */
export const processInboundRecordWorkflow = createWorkflow("plugin-b2b-process-inbound-record", (input: ProcessInboundRecordInput) => {
  const outcome = prepareInboundOrderStep(input)
  // Two files with the same order number are serialised on it, so only one can become an order.
  const numberLock = transform({ outcome }, ({ outcome }) =>
    outcome.next === "ready" && !outcome.existingOrderId && outcome.externalNumber ? `plugin-b2b-order-number:${outcome.profileId}:${outcome.externalNumber}` : undefined
  )
  const created = when("plugin-b2b-create-order", { outcome }, ({ outcome }) => outcome.next === "ready" && !outcome.existingOrderId).then(() => {
    // The lease is not renewed: it outlasts creating an order, yet frees the number soon after a killed
    // instance. Should it lapse under a very slow run, the database's unique index still refuses a second order.
    acquireLockStep({ key: numberLock, timeout: 60, ttl: 30 })
    assertOrderNumberFreeStep({ profileId: outcome.profileId, externalNumber: outcome.externalNumber, recordId: outcome.recordId })
    const orderInput = transform({ outcome }, ({ outcome }) => toCreateOrderInput(outcome.prepared!, { recordId: outcome.recordId, profileId: outcome.profileId }))
    const order = createOrderWorkflow.runAsStep({ input: orderInput })
    reserveOrderStockStep({ orderId: order.id, lines: transform({ outcome }, ({ outcome }) => outcome.prepared!.lines) })
    return order
  })
  // An order adopted from a run that died before reserving its stock gets its reservations now.
  when("plugin-b2b-reserve-adopted-order", { outcome }, ({ outcome }) => !!outcome.existingOrderId && !!outcome.prepared).then(() => {
    reserveOrderStockStep({ orderId: outcome.existingOrderId!, lines: transform({ outcome }, ({ outcome }) => outcome.prepared!.lines) }).config({
      name: "plugin-b2b-reserve-adopted-order-stock",
    })
  })
  const orderId = transform({ outcome, created }, ({ outcome, created }) => created?.id ?? outcome.existingOrderId ?? null)
  when("plugin-b2b-link-order", { orderId, outcome }, ({ orderId, outcome }) => !!orderId && !outcome.existingOrderLinked).then(() => {
    const links = transform({ outcome, orderId }, ({ outcome, orderId }) => [
      { [B2B_IMPORT_MODULE]: { plugin_b2b_inbound_record_id: outcome.recordId }, [Modules.ORDER]: { order_id: orderId } },
    ])
    createRemoteLinkStep(links)
  })
  const record = finishInboundRecordStep({ outcome, orderId, action: input.action, actor: input.actor })
  releaseLockStep({ key: numberLock })
  return new WorkflowResponse({ record, outcome })
})
