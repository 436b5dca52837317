import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MappedOrder, RowError } from "../../../modules/b2b-import/pipeline/types"
import type { SourceNames } from "./build"
import type { ProfileRow } from "./types"

type Customer = { id: string; email: string; addresses: any[] }

const problem = (code: RowError["code"], column: string | null, value: string | null, message: string): RowError => ({ row: null, column, value, code, message })

async function byId(container: MedusaContainer, filters: Record<string, unknown>): Promise<Customer | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "email", "has_account", "addresses.*"], filters, pagination: { take: 5, order: { created_at: "ASC" } } })
  // A registered account wins over guest records with the same e-mail.
  return (data as any[]).sort((a, b) => Number(b.has_account) - Number(a.has_account))[0]
}

async function idsByNumber(container: MedusaContainer, number: string): Promise<string[]> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = await knex("customer").select("id").whereNull("deleted_at").andWhereRaw("metadata->>'customer_number' = ?", [number]).limit(2)
  return rows.map((r: { id: string }) => r.id)
}

/** The shop customer the order is for, found as the profile says (e-mail, customer number or a fixed customer). */
export async function resolveCustomer(container: MedusaContainer, profile: ProfileRow, order: MappedOrder, names: SourceNames): Promise<{ customer?: Customer; errors: RowError[] }> {
  const numberColumn = names["customer.number"] ?? "customer.number"
  const emailColumn = names["customer.email"] ?? "customer.email"
  if (profile.customer_lookup === "fixed") {
    const customer = profile.customer_id ? await byId(container, { id: profile.customer_id }) : undefined
    return customer ? { customer, errors: [] } : { errors: [problem("SETUP_INCOMPLETE", null, profile.customer_id ?? null, "The profile orders for a fixed customer, but that customer does not exist. Set the profile's customer.")] }
  }
  if (profile.customer_lookup === "number") {
    const number = order.customer.number
    if (!number) return { errors: [problem("CUSTOMER_MISSING", numberColumn, null, "The file names no customer number. Map a column to customer.number.")] }
    const ids = await idsByNumber(container, number)
    if (ids.length !== 1) {
      const why = ids.length ? "belongs to several customers" : "is unknown"
      return { errors: [problem("UNKNOWN_CUSTOMER", numberColumn, number, `Customer number '${number}' ${why}. Store it in the customer's metadata "customer_number".`)] }
    }
    return { customer: await byId(container, { id: ids[0] }), errors: [] }
  }
  const email = order.customer.email?.trim().toLowerCase()
  if (!email) return { errors: [problem("CUSTOMER_MISSING", emailColumn, null, "The file names no customer e-mail. Map a column to customer.email.")] }
  const customer = await byId(container, { email })
  return customer ? { customer, errors: [] } : { errors: [problem("UNKNOWN_CUSTOMER", emailColumn, email, `No customer with e-mail '${email}' exists. Create the customer first or fix the e-mail.`)] }
}
