import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type {
  CustomerFacts,
  ProfileRow,
  SourceNames,
} from "../../../modules/b2b-import/pipeline/order/types"
import type {
  MappedOrder,
  RowError,
} from "../../../modules/b2b-import/pipeline/types"
import { memoInPass } from "../pass-memo"

export type CustomerResult = {
  customer: CustomerFacts | null
  errors: RowError[]
}

const problem = (
  code: RowError["code"],
  column: string | null,
  value: string | null,
  message: string
): CustomerResult => ({
  customer: null,
  errors: [{ row: null, column, value, code, message }],
})

/** A `customer` row with the fields read. */
type CustomerRow = CustomerFacts & { has_account: boolean }

/** Customers matching the filters, a registered account before guest records with the same e-mail. */
async function customers(
  container: MedusaContainer,
  filters: Record<string, unknown>,
  take = 5
): Promise<CustomerFacts[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "email", "has_account", "addresses.*"],
    filters,
    pagination: { take, order: { created_at: "ASC" } },
  })
  return (data as CustomerRow[]).sort(
    (a, b) => Number(b.has_account) - Number(a.has_account)
  )
}

/** The shop customer the order is for, found as the profile says (e-mail, customer number in the customer's metadata, or a fixed customer). */
async function findCustomer(
  container: MedusaContainer,
  profile: ProfileRow,
  order: MappedOrder,
  names: SourceNames
): Promise<CustomerResult> {
  if (profile.customer_lookup === "fixed") {
    const [customer] = profile.customer_id
      ? await customers(container, { id: profile.customer_id })
      : []
    return customer
      ? { customer, errors: [] }
      : problem(
          "SETUP_INCOMPLETE",
          null,
          profile.customer_id ?? null,
          "The profile orders for a fixed customer, but that customer does not exist. Set the profile's customer."
        )
  }
  if (profile.customer_lookup === "number") {
    const column = names["customer.number"] ?? "customer.number"
    const number = order.customer.number
    if (!number)
      return problem(
        "CUSTOMER_MISSING",
        column,
        null,
        "The file names no customer number. Map a column to customer.number."
      )
    const field = profile.customer_number_field ?? "customer_number"
    const found = await customers(
      container,
      { metadata: { [field]: number } },
      2
    )
    if (found.length !== 1) {
      const why = found.length ? "belongs to several customers" : "is unknown"
      return problem(
        "UNKNOWN_CUSTOMER",
        column,
        number,
        `Customer number '${number}' ${why}. Store it in the customer's metadata "${field}".`
      )
    }
    return { customer: found[0], errors: [] }
  }
  const column = names["customer.email"] ?? "customer.email"
  const email = order.customer.email?.trim().toLowerCase()
  if (!email)
    return problem(
      "CUSTOMER_MISSING",
      column,
      null,
      "The file names no customer e-mail. Map a column to customer.email."
    )
  const [customer] = await customers(container, { email })
  return customer
    ? { customer, errors: [] }
    : problem(
        "UNKNOWN_CUSTOMER",
        column,
        email,
        `No customer with e-mail '${email}' exists. Create the customer first or fix the e-mail.`
      )
}

/** What decides the customer: the profile's lookup and the key the file gives. */
function customerKey(
  profile: ProfileRow,
  order: MappedOrder,
  names: SourceNames
): string {
  return JSON.stringify([
    "customer",
    profile.id,
    String(profile.updated_at),
    profile.customer_lookup,
    profile.customer_id,
    profile.customer_number_field,
    order.customer.number,
    order.customer.email?.trim().toLowerCase() ?? null,
    names["customer.number"] ?? null,
    names["customer.email"] ?? null,
  ])
}

/** The customer of the mapped order, once per bulk pass and customer key. */
export function orderCustomerOf(
  container: MedusaContainer,
  input: { profile: ProfileRow; mapped: MappedOrder; names: SourceNames }
): Promise<CustomerResult> {
  return memoInPass(
    container,
    customerKey(input.profile, input.mapped, input.names),
    () => findCustomer(container, input.profile, input.mapped, input.names)
  )
}

/** orderCustomerOf as a step (the approval check); null when there is no order to check. */
export const findOrderCustomerStep = createStep(
  "plugin-b2b-find-order-customer",
  async (
    input: {
      profile: ProfileRow | null
      mapped: MappedOrder | null
      names: SourceNames
    },
    { container }
  ): Promise<StepResponse<CustomerResult | null>> =>
    new StepResponse(
      input.profile && input.mapped
        ? await orderCustomerOf(container, {
            profile: input.profile,
            mapped: input.mapped,
            names: input.names,
          })
        : null
    )
)
