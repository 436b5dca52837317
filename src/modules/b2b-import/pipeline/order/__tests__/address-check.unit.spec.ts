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
        "The shipping address has no city, no postal code. Send it in the file, or give the customer a complete default address.",
      ],
    ])
  })

  it("names the openTRANS source read first: the PARTY with the delivery role", () => {
    const { errors } = checkAddress({ country_code: "DE" }, "shipping", names)
    expect(errors[0].column).toBe(
      "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ROLE=delivery].ADDRESS.CITY"
    )
  })
})
