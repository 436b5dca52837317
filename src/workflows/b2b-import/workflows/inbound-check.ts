import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { checkOrder } from "../../../modules/b2b-import/pipeline/order/check-order"
import { checkTotals } from "../../../modules/b2b-import/pipeline/order/check-totals"
import type { InboundCheck } from "../../../modules/b2b-import/pipeline/order/check-types"
import type {
  InboundRecordRow,
  PreparedOrder,
} from "../../../modules/b2b-import/pipeline/order/types"
import { sourceNames } from "../../../modules/b2b-import/pipeline/read-file"
import { fetchCheckTaxRatesStep } from "../steps/fetch-check-tax-rates"
import { fetchOrderVariantsStep } from "../steps/fetch-order-variants"
import { findOrderCustomerStep } from "../steps/find-order-customer"
import { loadInboundRecordStep } from "../steps/load-inbound-record"
import { resolveOrderSetupStep } from "../steps/resolve-order-setup"

/**
 * The approval check of a record its caller read (under the record's lock):
 * the order kept at import checked against the shop now, with both prices,
 * stock, totals with tax and what differs. It reuses the pipeline's reads and
 * never writes. Nested by the check workflow and by approve, which hold the
 * record's lock and asserted the record's status; not exported, because on
 * its own it asserts neither.
 */
export const inboundCheckWorkflow = createWorkflow(
  "plugin-b2b-inbound-check",
  (input: { record: InboundRecordRow }) => {
    const loaded = loadInboundRecordStep({ record: input.record })
    const facts = transform({ loaded }, ({ loaded }) => {
      const before = loaded.record.prepared_order as PreparedOrder | null
      return {
        before,
        profile: loaded.profile,
        mapped: loaded.profile ? (before?.mapped ?? null) : null,
        names: sourceNames(loaded.rules),
      }
    })
    const setup = resolveOrderSetupStep({
      profile: facts.profile,
      mapped: facts.mapped,
    })
    const customer = findOrderCustomerStep(facts)
    const variants = fetchOrderVariantsStep({
      mapped: facts.mapped,
      setup: transform({ setup }, ({ setup }) => setup?.setup ?? null),
    })
    const checked = transform(
      { facts, setup, customer, variants },
      ({ facts, setup, customer, variants }) =>
        facts.before && facts.profile && setup && customer
          ? checkOrder({
              profile: facts.profile,
              before: facts.before,
              names: facts.names,
              context: {
                setup: setup.setup,
                setupErrors: setup.errors,
                customer: customer.customer,
                customerErrors: customer.errors,
                variants,
                numberHolder: null,
              },
            })
          : null
    )
    const rates = fetchCheckTaxRatesStep(
      transform({ facts, setup, customer, checked }, (d) => ({
        setup: d.setup?.setup ?? null,
        address:
          d.checked?.prepared?.shippingAddress ??
          d.facts.before?.shippingAddress ??
          null,
        customer: d.customer?.customer
          ? { id: d.customer.customer.id, email: d.customer.customer.email }
          : null,
        lines: d.checked?.priced ?? [],
      }))
    )
    const check = transform(
      { input, facts, setup, customer, checked, rates },
      (d): InboundCheck => {
        const prepared = d.checked?.prepared ?? d.facts.before
        const found = d.customer?.customer
        return {
          id: d.input.record.id,
          status: d.input.record.status,
          customer: found ? { id: found.id, email: found.email } : null,
          shippingAddress: prepared?.shippingAddress ?? null,
          billingAddress: prepared?.billingAddress ?? null,
          lines: d.checked?.lines ?? [],
          totals:
            d.setup?.setup && d.checked?.priced.length
              ? checkTotals(d.setup.setup, d.checked.priced, d.rates)
              : null,
          differences: d.checked?.differences ?? [],
          errors: d.checked
            ? d.checked.errors
            : [...(d.setup?.errors ?? []), ...(d.customer?.errors ?? [])],
        }
      }
    )
    return new WorkflowResponse(check)
  }
)
