import { DEFAULT_OPENTRANS_MAPPINGS } from "../../parse"
import { sourceNames } from "../../read-file"
import { checkAddress } from "../address-check"

const names = sourceNames(DEFAULT_OPENTRANS_MAPPINGS)

describe("checkAddress", () => {
  it("reports an unknown country and the missing city and postal code together", () => {
    const { errors } = checkAddress(
      { country_code: "Atlantis", address_1: "Am Meer 1" },
      "shipping",
      names
    )
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      [
        "UNKNOWN_COUNTRY",
        "The shipping address's country 'Atlantis' is unknown: send a country code such as DE or a country's name such as Germany.",
      ],
      [
        "ADDRESS_INCOMPLETE",
        "The shipping address has no city, no postal code. An address in the file is used as it is (it replaces the customer's default address): send it complete.",
      ],
    ])
  })

  it("names the openTRANS source read first: the PARTY with the delivery role", () => {
    const { errors } = checkAddress({ country_code: "DE" }, "shipping", names)
    expect(errors[0].column).toBe(
      "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ROLE=delivery].ADDRESS.CITY"
    )
  })

  const europe = {
    countries: ["de", "at", "fr"],
    regionName: "Europe",
    currencyCode: "eur",
  }
  const complete = { city: "Osaka", postal_code: "530-0001" }

  it("refuses a shipping country the region does not serve, by name and code", () => {
    const { errors } = checkAddress(
      { ...complete, country_code: "Japan" },
      "shipping",
      names,
      europe
    )
    expect(errors).toEqual([
      expect.objectContaining({
        code: "COUNTRY_NOT_IN_REGION",
        value: "JP",
        message:
          'The shipping address is in Japan (JP), which the profile\'s region "Europe" does not ship to (it serves DE, AT, FR). Send an address in one of these countries, or give the profile a region that includes JP.',
      }),
    ])
  })

  it("takes a country of the region, and never checks the billing address against it", () => {
    const inRegion = checkAddress(
      { ...complete, country_code: "AT" },
      "shipping",
      names,
      europe
    )
    expect(inRegion.errors).toEqual([])
    expect(inRegion.address?.country_code).toBe("at")
    const billing = checkAddress(
      { ...complete, country_code: "US" },
      "billing",
      names,
      europe
    )
    expect(billing.errors).toEqual([])
  })

  it("says where an incomplete address came from: the customer's default", () => {
    const { errors } = checkAddress(
      { country_code: "DE", city: "Bonn" },
      "shipping",
      names,
      europe,
      "customer"
    )
    expect(errors[0].message).toBe(
      "The shipping address has no postal code. The file gives none and the customer's default address is incomplete: send the address in the file, or complete the customer's address."
    )
  })
})
