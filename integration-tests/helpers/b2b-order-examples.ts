/** What each example order file of docs/examples/orders/ orders, and where to (the example specs compare against it). */
import type { ExampleFormat } from "./b2b-order-formats"

export const BUYER = "purchasing@acme-industrial.example"
const DELIVERY = {
  company: "ACME Industrial GmbH",
  address1: "Industriestrasse 14",
  address2: "Gate 3",
  postalCode: "10115",
  city: "Berlin",
  countryCode: "de",
}

export const SKUS = ["SW01000", "SW01001.100", "SW01005"]

const CUSTOMER_ADDRESS = {
  company: "ACME Industrial GmbH",
  firstName: "Petra",
  lastName: "Schulz",
  address1: "Industriestrasse 12",
  postalCode: "10115",
  city: "Berlin",
  countryCode: "de",
}

/** A line as [the variant's SKU, quantity, how the file names it when not by that SKU]. */
export type Line = [sku: string, quantity: number, named?: string]

/** What each example file orders and where to. */
export const EXPECTED: Partial<
  Record<ExampleFormat, { lines: Line[]; shipping: object; billing: object }>
> = {
  ubl: {
    // Line 3 names only its GTIN: the check shows it as the file does, the order has the variant's SKU.
    lines: [
      ["SW01000", 20],
      ["SW01001.100", 2],
      ["SW01005", 12, "4001005000001"],
    ],
    shipping: {
      ...DELIVERY,
      lastName: "Petra Schulz",
      phone: "+49 30 1234567",
    },
    billing: {
      company: "ACME Industrial GmbH",
      address1: "Industriestrasse 12",
      address2: "Accounts payable",
      city: "Berlin",
      countryCode: "de",
    },
  },
  // The order form names no addresses: the customer's default address is used for both.
  xlsx: {
    lines: [
      ["SW01000", 20],
      ["SW01001.100", 2],
      ["SW01005", 12],
    ],
    shipping: CUSTOMER_ADDRESS,
    billing: CUSTOMER_ADDRESS,
  },
  edifact: {
    lines: [
      ["SW01000", 20],
      ["SW01001.100", 2],
      ["SW01005", 12, "4001005000001"],
    ],
    // NAD+DP's street lines in the file's order (C059: "Industriestrasse 14:Lager Tor 3").
    shipping: {
      company: "ACME Industrial GmbH",
      address1: "Industriestrasse 14",
      address2: "Lager Tor 3",
      postalCode: "10115",
      city: "Berlin",
      countryCode: "de",
    },
    billing: {
      company: "ACME Industrial GmbH",
      address1: "Industriestrasse 12",
      postalCode: "10115",
      city: "Berlin",
      countryCode: "de",
    },
  },
  cxml: {
    lines: [
      ["SW01000", 20],
      ["SW01001.100", 2],
      ["SW01005", 12],
    ],
    shipping: { ...DELIVERY, lastName: "Petra Schulz" },
    billing: {
      company: "ACME Industrial GmbH",
      lastName: "Accounts payable",
      address1: "Industriestrasse 12",
      city: "Berlin",
      countryCode: "de",
    },
  },
}

/** A camelCase address in the admin's snake_case. */
export const snakeAddress = (a: object) =>
  Object.fromEntries(
    Object.entries(a).map(([k, v]) => [
      k.replace(/[A-Z0-9]+/g, (c) => `_${c.toLowerCase()}`),
      v,
    ])
  )

/** The Medusa order address the file's address becomes. */
export const orderAddress = (a: Record<string, string>) => ({
  company: a.company,
  address_1: a.address1,
  ...(a.address2 ? { address_2: a.address2 } : {}),
  city: a.city,
  country_code: a.countryCode,
})
