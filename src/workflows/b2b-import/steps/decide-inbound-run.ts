import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { b2bImport } from "../../../modules/b2b-import"
import {
  decideOutcome,
  orderToValidate,
  type PrepareOutcome,
} from "../../../modules/b2b-import/pipeline/order/decide-outcome"
import { orderNumberTaken } from "../../../modules/b2b-import/pipeline/order/order-number"
import type { RowError } from "../../../modules/b2b-import/pipeline/types"
import { sourceNames } from "../../../modules/b2b-import/pipeline/read-file"
import { fetchOrderVariants } from "./fetch-order-variants"
import { orderCustomerOf } from "./find-order-customer"
import type { InboundRunRead } from "./read-inbound-run"
import { orderSetupOf } from "./resolve-order-setup"

/** What the run decided, and the number's lock it holds until the record is written. */
export type InboundRunDecision = { outcome: PrepareOutcome; lockKey?: string }

type NumberClaim = {
  profileId: string
  externalNumber: string
  recordId: string
}

async function orderLabel(container: MedusaContainer, orderId: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: ["id", "display_id"],
      filters: { id: orderId },
    })
  return (data[0] as { id: string; display_id?: number | null }) ?? null
}

/**
 * What holds the profile's external order number, as the error the clerk sees:
 * an order that carries it (whether or not the record that created it still
 * exists), or another record awaiting approval. An order no longer in the
 * shop frees its number (its stale claim is removed).
 */
async function orderNumberHolder(
  container: MedusaContainer,
  claim: NumberClaim
): Promise<RowError | null> {
  const service = b2bImport(container)
  const { profileId, externalNumber, recordId } = claim
  const [taken, holder] = await Promise.all([
    service.findOrderNumberClaim(profileId, externalNumber, recordId),
    service.findOrderNumberHolder(profileId, externalNumber, recordId),
  ])
  if (taken) {
    const order = await orderLabel(container, taken.order_id)
    if (order)
      return orderNumberTaken(
        externalNumber,
        { id: taken.record_id, order_id: taken.order_id },
        order
      )
    await service.deleteOrderNumberClaims(taken.id)
  }
  if (!holder) return null
  const order = holder.order_id
    ? await orderLabel(container, holder.order_id)
    : null
  return orderNumberTaken(externalNumber, holder, order)
}

/**
 * The "validate" stage: the shop's side of the mapped order (setup, customer,
 * catalogue and stock, the number's holder), read at once under the number's
 * lock, and the module's pure decision on them. Writes nothing but a stale
 * number claim whose order is gone.
 */
export const decideInboundRunStep = createStep(
  "plugin-b2b-decide-inbound-run",
  async (
    run: InboundRunRead,
    { container }
  ): Promise<StepResponse<InboundRunDecision>> => {
    const { action, loaded, read, lockKey } = run
    const { profile, record, existingOrder } = loaded
    const mapped = orderToValidate(action, loaded, read)
    let context = null
    if (profile && mapped) {
      const setup = await orderSetupOf(container, profile)
      const names = sourceNames(loaded.rules)
      const number = existingOrder ? null : mapped.externalNumber
      const [customer, variants, numberHolder] = await Promise.all([
        orderCustomerOf(container, { profile, mapped, names }),
        fetchOrderVariants(container, { mapped, setup: setup.setup }),
        number
          ? orderNumberHolder(container, {
              profileId: record.profile_id,
              externalNumber: number,
              recordId: record.id,
            })
          : null,
      ])
      context = {
        setup: setup.setup,
        setupErrors: setup.errors,
        customer: customer.customer,
        customerErrors: customer.errors,
        variants,
        numberHolder,
      }
    }
    const outcome = decideOutcome({ action, loaded, read, context })
    return new StepResponse({ outcome, lockKey })
  }
)
