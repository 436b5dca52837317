import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { FileFormat } from "../../file-formats"
import { mapFile } from "../map"
import { effectiveMappings, parseFile } from "../parse"
import {
  DEFAULT_CXML_MAPPINGS,
  DEFAULT_UBL_MAPPINGS,
  parseCxml,
  parseUbl,
} from "../parse-ubl-cxml"
import { sourcePathProblem } from "../source-path"
import { parseOptions } from "./fixtures"

const example = (name: string) =>
  readFileSync(
    join(__dirname, "../../../../../docs/examples/orders", name),
    "utf-8"
  )
const UBL = example("order-ubl.xml")
const CXML = example("order-cxml.xml")
// A clerk's profile with decimal commas: XML numbers are read with "." all the same.
const opts = (fileFormat: FileFormat) =>
  parseOptions({ fileFormat, decimalSeparator: "," })
const utf8 = (text: string) => Buffer.from(text, "utf-8")

/** An example file through parse and map with its format's standard fields, as a profile without mappings reads it. */
async function readOrder(fileFormat: FileFormat, file: Buffer) {
  const parsed = await parseFile(file, opts(fileFormat), [])
  return mapFile(parsed, effectiveMappings(fileFormat, []), opts(fileFormat))
}

const ACME = { company: "ACME Industrial GmbH", city: "Berlin" }
const LINES = (third: string) => [
  expect.objectContaining({ sku: "SW01000", quantity: 20, unitPrice: 0.35 }),
  expect.objectContaining({ sku: "SW01001.100", quantity: 2, unitPrice: 8 }),
  expect.objectContaining({ sku: third, quantity: 12, unitPrice: 4.9 }),
]

describe("PEPPOL BIS Ordering 3.0 (UBL 2.1 Order)", () => {
  it("reads the example order: number, buyer's GLN, addresses, lines and prices", async () => {
    const { order, errors } = await readOrder("ubl", utf8(UBL))
    expect(errors).toEqual([])
    expect(order).toEqual({
      externalNumber: "UBL-2026-0001",
      note: "Please deliver to gate 3, Mon-Fri 7:00-15:00.",
      requestedDate: "2026-12-15",
      customer: {
        number: "4012345000009",
        email: "purchasing@acme-industrial.example",
      },
      shipping: {
        ...ACME,
        lastName: "Petra Schulz",
        phone: "+49 30 1234567",
        address1: "Industriestrasse 14",
        address2: "Gate 3",
        postalCode: "10115",
        countryCode: "DE",
      },
      billing: {
        ...ACME,
        address1: "Industriestrasse 12",
        address2: "Accounts payable",
        postalCode: "10115",
        countryCode: "DE",
      },
      // The third line has only a GTIN: the second SKU mapping reads it.
      lines: LINES("4001005000001"),
    })
    expect(order.lines.map((l) => l.note)).toEqual([
      null,
      "Packed in boxes of 1",
      null,
    ])
  })

  it("reads the buyer's PartyIdentification when it has no EndpointID, and a single line as a list of one", async () => {
    const text = UBL.replace(
      /<cbc:EndpointID schemeID="0088">4012345000009<\/cbc:EndpointID>/g,
      ""
    )
    // Lines 1 and 2 out: from the first line's start to the third's.
    const oneLine = text.replace(
      /<cac:OrderLine>[\s\S]*<\/cac:OrderLine>\s*<cac:OrderLine>/,
      "<cac:OrderLine>"
    )
    const { order } = await readOrder("ubl", utf8(oneLine))
    expect(order.customer.number).toBe("4012345000009")
    expect(order.lines).toEqual([LINES("4001005000001")[2]])
  })

  it("says a line without any article number lacks its SKU, naming the seller's identification", async () => {
    const text = UBL.replace(
      /<cac:StandardItemIdentification>\s*<cbc:ID schemeID="0160">4001005000001<\/cbc:ID>\s*<\/cac:StandardItemIdentification>/,
      ""
    )
    const { errors } = await readOrder("ubl", utf8(text))
    expect(errors).toEqual([
      expect.objectContaining({
        row: 3,
        code: "MISSING_VALUE",
        column: "Order.OrderLine[].LineItem.Item.SellersItemIdentification.ID",
      }),
    ])
  })

  it("reads an ISO-8859-1 order as its declaration says", async () => {
    const latin1 = Buffer.from(
      UBL.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace(
        "Industriestrasse 14",
        "Gärtnerstraße 14"
      ),
      "latin1"
    )
    const { order } = await readOrder("ubl", latin1)
    expect(order.shipping?.address1).toBe("Gärtnerstraße 14")
  })

  it.each([
    [
      "a UBL Invoice",
      '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</ID></Invoice>',
      "This is not a UBL Order document (root element <Invoice>)",
    ],
    [
      "an openTRANS ORDER",
      '<?xml version="1.0"?><ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1"><ORDER_HEADER/></ORDER>',
      "This is not a UBL Order document (root element <ORDER>)",
    ],
    [
      "an <Order> of another namespace",
      '<?xml version="1.0"?><o:Order xmlns:o="urn:example:orders"><o:ID>1</o:ID></o:Order>',
      "This is not a UBL Order document (root element <Order> in the namespace urn:example:orders)",
    ],
    ["a cXML OrderRequest", CXML, "(root element <cXML>)"],
  ])("refuses %s in words", (_name, text, words) => {
    expect(() => parseUbl(utf8(text), opts("ubl"), [])).toThrow(
      expect.objectContaining({
        code: "PARSE_ERROR",
        message: expect.stringContaining(words),
      })
    )
  })
})

describe("cXML 1.2 OrderRequest", () => {
  it("reads the example order, DOCTYPE and all: number, network id, addresses, lines and prices", async () => {
    const { order, errors } = await readOrder("cxml", utf8(CXML))
    expect(errors).toEqual([])
    expect(order).toEqual({
      externalNumber: "CXML-2026-0001",
      note: "Please deliver to gate 3, Mon-Fri 7:00-15:00.",
      requestedDate: null,
      customer: {
        number: "AN01000000001",
        email: "purchasing@acme-industrial.example",
      },
      shipping: {
        ...ACME,
        lastName: "Petra Schulz",
        address1: "Industriestrasse 14",
        address2: "Gate 3",
        postalCode: "10115",
        countryCode: "DE",
      },
      billing: {
        ...ACME,
        lastName: "Accounts payable",
        address1: "Industriestrasse 12",
        postalCode: "10115",
        countryCode: "DE",
      },
      lines: LINES("SW01005"),
    })
    expect(order.lines[1].note).toBe("Packed in boxes of 1")
  })

  it("takes the NetworkID credential of several as the customer number", async () => {
    const text = CXML.replace(
      "<From>",
      '<From>\n<Credential domain="DUNS"><Identity>123456789</Identity></Credential>'
    )
    const { order } = await readOrder("cxml", utf8(text))
    expect(order.customer.number).toBe("AN01000000001")
  })

  it.each([
    [
      "a PunchOutSetupRequest",
      '<Request><PunchOutSetupRequest operation="create"><BuyerCookie>1</BuyerCookie></PunchOutSetupRequest></Request>',
      "This cXML document holds a PunchOutSetupRequest, not an order (OrderRequest)",
    ],
    [
      "a ConfirmationRequest",
      '<Request><ConfirmationRequest><ConfirmationHeader type="accept"/></ConfirmationRequest></Request>',
      "This cXML document holds a ConfirmationRequest, not an order",
    ],
    [
      "a Response",
      '<Response><Status code="200" text="OK"/></Response>',
      "This cXML document holds a Response, not an order",
    ],
  ])("refuses a cXML holding %s in words", (_name, body, words) => {
    const text = CXML.replace(/<Request[\s\S]*<\/Request>/, body)
    expect(() => parseCxml(utf8(text), opts("cxml"), [])).toThrow(
      expect.objectContaining({
        code: "PARSE_ERROR",
        message: expect.stringContaining(words),
      })
    )
  })

  it("refuses a UBL Order given to a cXML profile", () => {
    expect(() => parseCxml(utf8(UBL), opts("cxml"), [])).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /^This is not a cXML document \(root element <Order>\)/
        ),
      })
    )
  })
})

it.each([
  ["ubl", DEFAULT_UBL_MAPPINGS],
  ["cxml", DEFAULT_CXML_MAPPINGS],
] as const)(
  "%s: its standard fields fill SKU, quantity and customer, with paths a profile could save",
  (format, preset) => {
    expect(preset.map((m) => m.target)).toEqual(
      expect.arrayContaining(["line.sku", "line.quantity", "customer.number"])
    )
    for (const m of preset)
      expect(sourcePathProblem(format, m.source, m.target)).toBeNull()
  }
)
