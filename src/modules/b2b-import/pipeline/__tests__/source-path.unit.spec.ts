import { countryCodeOf } from "../order/address-check"
import { nodeAt, textAt } from "../parse-tree"
import { sourcePathProblem, splitPath } from "../source-path"

describe("mapping paths: PARTY by role", () => {
  const root = {
    ORDER: {
      PARTIES: {
        PARTY: [
          { PARTY_ID: "1", PARTY_ROLE: "buyer", ADDRESS: { CITY: "Köln" } },
          {
            PARTY_ID: "2",
            PARTY_ROLE: ["invoice", "Delivery"],
            ADDRESS: { CITY: "Hamburg", EMAIL: "a.b@c.de" },
          },
        ],
      },
      SINGLE: { PARTY: { PARTY_ROLE: "delivery", ADDRESS: { CITY: "Bonn" } } },
    },
  }

  it("finds the element whose field has the value (case and spaces ignored, repeated fields, single elements)", () => {
    expect(
      textAt(root, "ORDER.PARTIES.PARTY[PARTY_ROLE=delivery].ADDRESS.CITY").text
    ).toBe("Hamburg")
    expect(
      textAt(root, "ORDER.PARTIES.PARTY[PARTY_ID=1].ADDRESS.CITY").text
    ).toBe("Köln")
    expect(
      textAt(root, "ORDER.SINGLE.PARTY[PARTY_ROLE=delivery].ADDRESS.CITY").text
    ).toBe("Bonn")
    expect(
      nodeAt(root, "ORDER.PARTIES.PARTY[PARTY_ROLE=supplier].ADDRESS")
    ).toBeUndefined()
    expect(textAt(root, "ORDER.PARTIES.PARTY.1.ADDRESS.CITY").text).toBe(
      "Hamburg"
    )
    // By reference: the party whose id another element names.
    const refs = { ...root, REF: { DELIVERY_IDREF: { "#text": " 1 " } } }
    expect(
      textAt(
        refs,
        "ORDER.PARTIES.PARTY[PARTY_ID=$REF.DELIVERY_IDREF].ADDRESS.CITY"
      ).text
    ).toBe("Köln")
    expect(
      nodeAt(refs, "ORDER.PARTIES.PARTY[PARTY_ID=$REF.MISSING].ADDRESS")
    ).toBeUndefined()
  })

  it("splits only on dots outside brackets", () => {
    expect(splitPath("a.B[EMAIL=a.b@c.de].c")).toEqual([
      "a",
      "B[EMAIL=a.b@c.de]",
      "c",
    ])
  })

  it("refuses what it cannot read, in words; CSV headers are free", () => {
    expect(sourcePathProblem("opentrans", "A.PARTY[2].CITY")).toContain(
      "cannot be read at 'PARTY[2]'"
    )
    expect(sourcePathProblem("json", "a[@role='x'].b")).toContain(
      "cannot be read"
    )
    expect(sourcePathProblem("json", "a..b")).toContain("empty step")
    expect(sourcePathProblem("json", "a[].b[].c")).toContain(
      "more than one list"
    )
    expect(
      sourcePathProblem("opentrans", "A.PARTY[PARTY_ROLE=delivery].ADDRESS.ZIP")
    ).toBeNull()
    expect(sourcePathProblem("json", "items[].sku")).toBeNull()
    expect(sourcePathProblem("csv", "Preis [EUR]")).toBeNull()
  })

  it("refuses a reference filter whose path is empty or broken", () => {
    expect(sourcePathProblem("opentrans", "A.PARTY[PARTY_ID=$].X")).toContain(
      "refers to no path"
    )
    expect(
      sourcePathProblem("opentrans", "A.PARTY[PARTY_ID=$R..ID].X")
    ).toContain("empty step")
    expect(
      sourcePathProblem("opentrans", "A.PARTY[PARTY_ID=$R.ID].X")
    ).toBeNull()
  })

  it("refuses a line mapping that names no list of lines, as the run would", () => {
    expect(sourcePathProblem("json", "sku", "line.sku")).toBe(
      "The line mapping 'sku' names no list of lines; put [] after the list, e.g. items[].sku"
    )
    expect(sourcePathProblem("json", "items[].sku", "line.sku")).toBeNull()
    expect(
      sourcePathProblem("json", "customer.email", "customer.email")
    ).toBeNull()
    expect(sourcePathProblem("csv", "Artikel", "line.sku")).toBeNull()
  })
})

describe("countryCodeOf", () => {
  it("takes ISO codes and names, as Medusa's lower-case code", () => {
    expect(countryCodeOf("DE")).toBe("de")
    expect(countryCodeOf("deu")).toBe("de")
    expect(countryCodeOf(" Germany ")).toBe("de")
    expect(countryCodeOf("Deutschland")).toBe("de")
    expect(countryCodeOf("Österreich")).toBe("at")
    expect(countryCodeOf("Atlantis")).toBeNull()
  })
})
