import { defaultCountries } from "@medusajs/framework/utils"
import type { RowError } from "../types"
import type { OrderAddress } from "./addresses"
import type { OrderSetup, SourceNames } from "./types"

/** Country names senders write besides the English ones Medusa knows. */
const ALIASES: Record<string, string> = {
  deutschland: "de",
  österreich: "at",
  oesterreich: "at",
  schweiz: "ch",
  suisse: "ch",
  frankreich: "fr",
  italien: "it",
  niederlande: "nl",
  belgien: "be",
  luxemburg: "lu",
  spanien: "es",
  polen: "pl",
  dänemark: "dk",
  tschechien: "cz",
  "vereinigtes königreich": "gb",
  "united states": "us",
  usa: "us",
}

const BY_NAME = new Map<string, string>()
for (const c of defaultCountries) {
  const code = c.alpha2.toLowerCase()
  BY_NAME.set(c.alpha2.toLowerCase(), code)
  BY_NAME.set(c.alpha3.toLowerCase(), code)
  BY_NAME.set(c.name.toLowerCase(), code)
}
for (const [name, code] of Object.entries(ALIASES)) BY_NAME.set(name, code)

/** Medusa's country code (ISO 3166-1 alpha-2, lower case) for an ISO code or a country's name; null when unknown. */
export function countryCodeOf(value: string): string | null {
  return BY_NAME.get(value.trim().toLowerCase()) ?? null
}

const REQUIRED: [
  keyof OrderAddress,
  "countryCode" | "city" | "postalCode",
  string,
][] = [
  ["country_code", "countryCode", "country"],
  ["city", "city", "city"],
  ["postal_code", "postalCode", "postal code"],
]

const countryName = (code: string) =>
  defaultCountries.find((c) => c.alpha2.toLowerCase() === code)?.name ?? code

/**
 * A shipping country the order's region does not serve: Medusa's carts refuse
 * it, and its taxes would be the region's, not the country's.
 */
function outsideRegion(
  code: string,
  setup: Pick<OrderSetup, "countries" | "regionName" | "currencyCode">,
  column: string
): RowError | null {
  if (!setup.countries.length || setup.countries.includes(code)) return null
  const region = setup.regionName
    ? `region "${setup.regionName}"`
    : `${setup.currencyCode.toUpperCase()} region`
  return {
    row: null,
    column,
    value: code.toUpperCase(),
    code: "COUNTRY_NOT_IN_REGION",
    message: `The shipping address is in ${countryName(code)} (${code.toUpperCase()}), which the profile's ${region} does not ship to (it serves ${setup.countries.map((c) => c.toUpperCase()).join(", ")}). Send an address in one of these countries, or give the profile a region that includes ${code.toUpperCase()}.`,
  }
}

/**
 * The order's address with its country as Medusa's code, and what is wrong
 * with it: an unknown country, and (for the shipping address) a missing
 * country, city or postal code, or a country the region does not serve.
 */
export function checkAddress(
  address: OrderAddress | null,
  kind: "shipping" | "billing",
  names: SourceNames,
  setup?: Pick<OrderSetup, "countries" | "regionName" | "currencyCode">,
  /** Where the shipping address came from, for the advice on a missing part. */
  from: "file" | "customer" = "file"
): { address: OrderAddress | null; errors: RowError[] } {
  const errors: RowError[] = []
  const fixed = address ? { ...address } : null
  const countryColumn = names[`${kind}.countryCode`] ?? `${kind}.countryCode`
  if (fixed?.country_code) {
    const code = countryCodeOf(fixed.country_code)
    if (code) fixed.country_code = code
    else {
      errors.push({
        row: null,
        column: countryColumn,
        value: fixed.country_code.slice(0, 200),
        code: "UNKNOWN_COUNTRY",
        message: `The ${kind} address's country '${fixed.country_code}' is unknown: send a country code such as DE or a country's name such as Germany.`,
      })
    }
  }
  if (kind === "billing") return { address: fixed, errors }
  const known = !errors.length && fixed?.country_code
  const foreign =
    known && setup
      ? outsideRegion(fixed.country_code!, setup, countryColumn)
      : null
  if (foreign) errors.push(foreign)
  const missing = REQUIRED.filter(([key]) => !fixed?.[key])
  if (missing.length)
    errors.push({
      row: null,
      column: names[`shipping.${missing[0][1]}`] ?? null,
      value: null,
      code: "ADDRESS_INCOMPLETE",
      message: `The shipping address has no ${missing.map(([, , w]) => w).join(", no ")}. ${
        from === "file"
          ? "An address in the file is used as it is (it replaces the customer's default address): send it complete."
          : "The file gives none and the customer's default address is incomplete: send the address in the file, or complete the customer's address."
      }`,
    })
  return { address: fixed, errors }
}
