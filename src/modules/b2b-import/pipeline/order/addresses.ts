import type { MappedAddress } from "../types"

/** An order address as Medusa's order module takes it. */
export type OrderAddress = {
  first_name?: string
  last_name?: string
  company?: string
  address_1?: string
  address_2?: string
  postal_code?: string
  city?: string
  province?: string
  country_code?: string
  phone?: string
}

/** A customer's address as `query.graph` gives it ("addresses.*"), in the fields an order takes. */
export type CustomerAddressRow = {
  [K in keyof OrderAddress]?: string | null
} & {
  is_default_shipping?: boolean | null
  is_default_billing?: boolean | null
}

const FIELD: Record<keyof MappedAddress, keyof OrderAddress> = {
  firstName: "first_name",
  lastName: "last_name",
  company: "company",
  address1: "address_1",
  address2: "address_2",
  postalCode: "postal_code",
  city: "city",
  province: "province",
  countryCode: "country_code",
  phone: "phone",
}

function fromFile(address: MappedAddress | null): OrderAddress | null {
  if (!address || !Object.values(address).some(Boolean)) return null
  const result: OrderAddress = {}
  for (const [key, value] of Object.entries(address)) {
    // The country becomes Medusa's code when the address is checked (address-check.ts).
    if (value) result[FIELD[key as keyof MappedAddress]] = value
  }
  return result
}

function fromCustomer(
  address: CustomerAddressRow | undefined
): OrderAddress | null {
  if (!address) return null
  const result: OrderAddress = {}
  for (const key of Object.values(FIELD)) {
    const value = address[key]
    if (value) result[key] = value
  }
  return result
}

/** Addresses of the file, else the customer's default shipping and billing addresses. */
export function orderAddresses(
  shipping: MappedAddress | null,
  billing: MappedAddress | null,
  customerAddresses: CustomerAddressRow[]
) {
  const defaultShipping =
    customerAddresses.find((a) => a?.is_default_shipping) ??
    customerAddresses[0]
  const defaultBilling =
    customerAddresses.find((a) => a?.is_default_billing) ?? defaultShipping
  const shippingAddress = fromFile(shipping) ?? fromCustomer(defaultShipping)
  const billingAddress =
    fromFile(billing) ?? fromCustomer(defaultBilling) ?? shippingAddress
  return {
    shippingAddress,
    billingAddress,
    shippingFrom: fromFile(shipping)
      ? ("file" as const)
      : ("customer" as const),
  }
}
