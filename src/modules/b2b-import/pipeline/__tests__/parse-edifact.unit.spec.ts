import { parseEdifact } from "../parse-edifact"
import {
  bytes,
  edifactOptions,
  interchange,
  problemOf,
} from "./edifact-fixtures"

const opts = edifactOptions()

/** The tree's ORDERS node. */
const ordersOf = (text: string, utf8 = false) => {
  const parsed = parseEdifact(bytes(text, utf8), opts)
  return (parsed.root as { ORDERS: Record<string, unknown> }).ORDERS
}

describe("parseEdifact: an EANCOM D.96A order", () => {
  const parsed = parseEdifact(bytes(interchange()), opts)
  const orders = (parsed.root as { ORDERS: Record<string, unknown> }).ORDERS

  it("reads the header: number, dates as yyyy-MM-dd, currency, notes with released characters", () => {
    expect(orders).toMatchObject({
      messageReference: "M1",
      number: "PO-4711",
      documentType: "220",
      messageFunction: "9",
      date: "2026-12-06",
      deliveryDate: "2026-12-15",
      currency: "EUR",
      note: "Lieferung bis 12:00 Uhr+Rampe 2 bitte anrufen\nTor 'Nord' benutzen",
      references: { ON: "PO-4711" },
      amounts: { "79": "91.70" },
    })
  })

  it("reads the parties in ISO-8859-1 (UNOC), with their references and contacts", () => {
    const parties = orders.parties as Record<string, Record<string, unknown>>
    expect(parties.BY).toEqual({
      id: "4012345000009",
      idAgency: "9",
      gln: "4012345000009",
      name: "Müller Bürobedarf GmbH",
      street: "Hauptstraße 1",
      city: "Köln",
      postalCode: "50667",
      countryCode: "DE",
      references: { VA: "DE123456789" },
      contact: "Erika Müller",
      phone: "0221 12345",
    })
    expect(parties.DP).toMatchObject({
      name: "Müller Bürobedarf GmbH Lager",
      street: "Industrieweg 5",
      street2: "Halle 3",
      city: "Hürth",
    })
    expect(parties.SU).toEqual({
      id: "4000001000002",
      idAgency: "9",
      gln: "4000001000002",
    })
  })

  it("reads the lines: item numbers, quantities, net prices with '.' decimals, per one unit", () => {
    const lines = orders.lines as Record<string, unknown>[]
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({
      number: "1",
      gtin: "4001000000001",
      supplierNumber: "SW01000",
      buyerNumber: "K-100",
      description: "Schraube M6 verzinkt",
      quantity: "200",
      unit: "PCE",
      price: "0.35",
    })
    expect(lines[1]).toMatchObject({
      price: "7.5",
      prices: { AAB: "9.00", AAA: "7.5" },
      note: "Als Geschenk verpacken",
    })
    expect(lines[2]).toMatchObject({ gtin: "4001005000001", price: "4.9" })
    expect(lines[2].supplierNumber).toBeUndefined()
  })

  it("names where each line stands, counting UNH as segment 1 as UNT does", () => {
    expect(parsed.places).toEqual({
      rows: {
        1: "LIN+1, segment 16",
        2: "LIN+2, segment 21",
        3: "LIN+3, segment 27",
      },
    })
  })

  it("reads D.01B, default separators without UNA, and UTF-8 (UNOW)", () => {
    const d01b = interchange({
      una: null,
      eol: "\n",
      syntax: "UNOW:4",
      type: "ORDERS:D:01B:UN:EAN010",
      messages: [
        [
          "BGM+220+PO-9:1+9",
          "NAD+BY+4012345000009::9++Grüße AG",
          "LIN+1++4001000000001:SRV",
          "QTY+21:1.5",
        ],
      ],
    })
    const tree = ordersOf(d01b, true)
    expect(tree.number).toBe("PO-9")
    expect(tree.parties).toEqual({
      BY: expect.objectContaining({ name: "Grüße AG" }),
    })
    expect(tree.lines).toEqual([
      expect.objectContaining({ gtin: "4001000000001", quantity: "1.5" }),
    ])
  })

  it("reads every segment on one line, and line breaks that wrap a segment", () => {
    const flat = interchange({ eol: "" })
    expect(ordersOf(flat)).toEqual(orders)
    const wrapped = interchange().replace(
      "Hauptstraße 1+Köln",
      "Hauptstr\r\naße 1+Köln"
    )
    expect(
      (ordersOf(wrapped).parties as Record<string, { street: string }>).BY
        .street
    ).toBe("Hauptstraße 1")
  })
})

describe("parseEdifact: hostile and odd files", () => {
  it("refuses a segment with more parts than any EDIFACT segment has, early", () => {
    const text = interchange({
      messages: [["BGM+220+X+9", "FTX+AAI+++" + ":".repeat(1_000_000)]],
    })
    expect(problemOf(text).message).toMatch(
      /Segment 4 of the file holds more than 99 data elements or components/
    )
  })

  it("reads release characters and segment tags as data only where they are", () => {
    const tree = ordersOf(
      interchange({
        messages: [
          ["BGM+220+A?:B?+C??D+9", "LIN+1++X?'1:SA", "QTY+21:1", "UNS+S"],
        ],
      })
    )
    expect(tree.number).toBe("A:B+C?D")
    expect(tree.lines).toEqual([
      expect.objectContaining({ supplierNumber: "X'1", quantity: "1" }),
    ])
  })

  it("keeps no qualifier that could reach an object's prototype", () => {
    const tree = ordersOf(
      interchange({
        messages: [
          [
            "BGM+220+X+9",
            "NAD+__proto__+1::9",
            "RFF+constructor:1",
            "LIN+1",
            "QTY+21:1",
          ],
        ],
      })
    )
    expect(tree.parties).toEqual({})
    expect(tree.references).toBeUndefined()
    expect(Object.getPrototypeOf(tree.parties)).toBe(Object.prototype)
  })

  it("reads dates in the formats orders use, others as found", () => {
    const tree = ordersOf(
      interchange({
        messages: [
          [
            "BGM+220+X+9",
            "DTM+137:20261206123000:204",
            "DTM+2:20261215-20261218:718",
            "DTM+63:261220:101",
            "DTM+64:15.12.2026:999",
            "LIN+1",
            "QTY+21:1",
          ],
        ],
      })
    )
    expect(tree.dates).toEqual({
      "137": "2026-12-06",
      "2": "2026-12-15",
      "63": "2026-12-20",
      "64": "15.12.2026",
    })
  })

  it("reads UNOA files and refuses what follows a release character at the end", () => {
    expect(ordersOf(interchange({ syntax: "UNOA:2" })).number).toBe("PO-4711")
    const open = interchange().replace(/UNZ\+1\+IC0042'\r\n$/, "UNZ+1+IC0042?")
    expect(problemOf(open).message).toMatch(/ends in the middle of a segment/)
  })
})
