import { readFileSync } from "node:fs"
import { join } from "node:path"
import { mapFile } from "../map"
import { effectiveMappings, parseFile } from "../parse"
import { DEFAULT_EDIFACT_MAPPINGS, parseEdifact } from "../parse-edifact"
import { placedAll } from "../places"
import { sourcePathProblem } from "../source-path"
import {
  bytes,
  EANCOM_ORDER,
  edifactOptions,
  interchange,
} from "./edifact-fixtures"

const opts = edifactOptions()
const EXAMPLE = join(
  __dirname,
  "../../../../../docs/examples/orders/order-edifact.edi"
)

/** An interchange through the preset, as a profile without mappings of its own reads it. */
const mapped = (text: string) =>
  mapFile(parseEdifact(bytes(text), opts), DEFAULT_EDIFACT_MAPPINGS, opts)

describe("DEFAULT_EDIFACT_MAPPINGS", () => {
  it("is the standard fields of an EDIFACT profile, every path valid", () => {
    expect(effectiveMappings("edifact", [])).toBe(DEFAULT_EDIFACT_MAPPINGS)
    for (const rule of DEFAULT_EDIFACT_MAPPINGS)
      expect(sourcePathProblem("edifact", rule.source, rule.target)).toBeNull()
  })

  it("maps an EANCOM order: number, buyer GLN, date, note, addresses, lines with net prices", () => {
    const { order, errors } = mapped(interchange())
    expect(errors).toEqual([])
    expect(order).toEqual({
      externalNumber: "PO-4711",
      note: "Lieferung bis 12:00 Uhr+Rampe 2 bitte anrufen\nTor 'Nord' benutzen",
      requestedDate: "2026-12-15",
      customer: { email: null, number: "4012345000009" },
      shipping: {
        company: "Müller Bürobedarf GmbH Lager",
        address1: "Industrieweg 5",
        address2: "Halle 3",
        postalCode: "50354",
        city: "Hürth",
        countryCode: "DE",
      },
      billing: {
        company: "Müller Bürobedarf GmbH",
        address1: "Hauptstraße 1",
        postalCode: "50667",
        city: "Köln",
        countryCode: "DE",
      },
      lines: [
        { row: 1, sku: "SW01000", quantity: 200, unitPrice: 0.35, note: null },
        {
          row: 2,
          sku: "SW01001.100",
          quantity: 2,
          unitPrice: 7.5,
          note: "Als Geschenk verpacken",
        },
        // No supplier number: the GTIN, which the catalogue finds by the variant's EAN.
        {
          row: 3,
          sku: "4001005000001",
          quantity: 12,
          unitPrice: 4.9,
          note: null,
        },
      ],
    })
  })

  it("names a bad quantity's line by its LIN segment", () => {
    const text = interchange().replace("QTY+21:2'", "QTY+21:2x'")
    const result = mapped(text)
    const [error] = placedAll(result.errors, result.places)
    expect(error).toMatchObject({
      row: 2,
      column: "ORDERS.lines[].quantity (LIN+2, segment 21)",
      value: "2x",
      code: "INVALID_NUMBER",
    })
  })

  it("reports a line without supplier number and GTIN once, as an empty SKU", () => {
    const order = EANCOM_ORDER.map((s) =>
      s === "LIN+3++4001005000001:EN" ? "LIN+3" : s
    )
    const result = mapped(interchange({ messages: [order] }))
    expect(placedAll(result.errors, result.places)).toEqual([
      expect.objectContaining({
        row: 3,
        column: "ORDERS.lines[].supplierNumber (LIN+3, segment 27)",
        code: "MISSING_VALUE",
        message: "SKU is empty; every order line needs one",
      }),
    ])
  })
})

describe("docs/examples/orders/order-edifact.edi", () => {
  it("orders the demo products for the demo customer through the preset", async () => {
    const parsed = await parseFile(readFileSync(EXAMPLE), opts, [])
    const result = mapFile(parsed, effectiveMappings("edifact", []), opts)
    expect(result.errors).toEqual([])
    expect(result.order).toMatchObject({
      externalNumber: "EDI-2026-0001",
      requestedDate: "2026-12-15",
      customer: { number: "4012345000009" },
      shipping: {
        company: "ACME Industrial GmbH",
        address1: "Industriestrasse 14",
        address2: "Lager Tor 3",
        postalCode: "10115",
        city: "Berlin",
        countryCode: "DE",
      },
      billing: {
        company: "ACME Industrial GmbH",
        address1: "Industriestrasse 12",
      },
      lines: [
        { row: 1, sku: "SW01000", quantity: 20, unitPrice: 0.35 },
        { row: 2, sku: "SW01001.100", quantity: 2, unitPrice: 8 },
        { row: 3, sku: "4001005000001", quantity: 12, unitPrice: 4.9 },
      ],
    })
    expect(result.order.note).toBe(
      "Please deliver to gate 3, Mon-Fri 7:00-15:00."
    )
    expect(parsed.places?.rows?.[3]).toBe("LIN+3, segment 23")
  })
})
