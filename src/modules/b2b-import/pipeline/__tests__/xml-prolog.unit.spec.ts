import { FileProblem } from "../types"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { parseCxml } from "../parse-ubl-cxml"
import { blankDoctype } from "../xml-prolog"
import { parseOptions } from "./fixtures"

const CXML = readFileSync(
  join(__dirname, "../../../../../docs/examples/orders/order-cxml.xml"),
  "utf-8"
)
const DTD =
  '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">'
const ITEMS = ["cXML.Request.OrderRequest.ItemOut"]
const opts = parseOptions({ fileFormat: "cxml", decimalSeparator: "." })
const withDoctype = (doctype: string) => CXML.replace(DTD, doctype)
const readCxml = (text: string) =>
  parseCxml(Buffer.from(text, "utf-8"), opts, ITEMS)

const refusal = expect.objectContaining({
  code: "XML_DOCTYPE_NOT_ALLOWED",
  message: expect.stringMatching(
    /\(external entities, XXE\).*\("billion laughs"\)\. Ask the sender to export the order without it\./
  ),
})
const unreadable = expect.objectContaining({
  code: "PARSE_ERROR",
  message: expect.stringMatching(
    /^The document type declaration \(<!DOCTYPE …>\) on line \d+ cannot be read\. It must look like <!DOCTYPE name SYSTEM "uri">/
  ),
})

describe("the DOCTYPE rule of XML order files", () => {
  it.each([
    ["SYSTEM", '<!DOCTYPE cXML SYSTEM "cXML.dtd">'],
    ["PUBLIC", `<!DOCTYPE cXML PUBLIC '-//Ariba//DTD cXML//EN'\n  "x.dtd" >`],
    ["name only", "<!DOCTYPE cXML>"],
    ["< > [ inside the quotes", '<!DOCTYPE cXML SYSTEM "a[<b>].dtd">'],
  ])(
    "blanks out a DOCTYPE that only names a DTD (%s), keeping length and line breaks",
    (_name, doctype) => {
      const text = `<?xml version="1.0"?>\n<!-- sent by Ariba -->\n${doctype}\n<cXML/>`
      const blanked = blankDoctype(text)
      expect(blanked.text).toHaveLength(text.length)
      expect(blanked.text).not.toContain("DOCTYPE")
      expect(blanked.text.split("\n")).toHaveLength(text.split("\n").length)
      expect(blanked.text.slice(blanked.root)).toBe("<cXML/>")
    }
  )

  it("reads a real cXML OrderRequest with its DOCTYPE, fetching nothing", () => {
    const { root } = readCxml(CXML)
    expect(root).toMatchObject({
      cXML: { "@_version": "1.2.063", Header: expect.anything() },
    })
  })

  it.each([
    [
      "an internal subset",
      withDoctype(
        '<!DOCTYPE cXML SYSTEM "cXML.dtd" [<!ATTLIST cXML a CDATA "b">]>'
      ),
    ],
    [
      "an external entity reading /etc/passwd (XXE)",
      withDoctype(
        '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
      ).replace("<Identity>AN01000000001", "<Identity>&xxe;"),
    ],
    [
      "an entity declared outside any DOCTYPE",
      CXML.replace("<Header>", '<Header><!ENTITY x "y">'),
    ],
    ["a second DOCTYPE", withDoctype(`${DTD}\n${DTD}`)],
    [
      "a DOCTYPE after the root element",
      CXML.replace("<Header>", DTD + "<Header>"),
    ],
    ["a DOCTYPE after the document", `${CXML}\n${DTD}`],
  ])("refuses %s in words", (_name, text) => {
    expect(() => readCxml(text)).toThrow(refusal)
  })

  it("refuses billion laughs before any entity is expanded", () => {
    const levels = Array.from(
      { length: 10 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`
    ).join("\n")
    const text = withDoctype(
      `<!DOCTYPE cXML [\n<!ENTITY lol0 "lol">\n${levels}\n]>`
    ).replace("CXML-2026-0001", "&lol10;")
    expect(() => readCxml(text)).toThrow(refusal)
  })

  it.each([
    ["lower case", '<!doctype cXML SYSTEM "cXML.dtd">'],
    ["an unclosed literal", '<!DOCTYPE cXML SYSTEM "cXML.dtd>'],
    ["SYSTEM without a literal", "<!DOCTYPE cXML SYSTEM>"],
    ["PUBLIC without its URI", '<!DOCTYPE cXML PUBLIC "id">'],
    ["something else after it", '<!DOCTYPE cXML SYSTEM "a" "b">'],
  ])("says a DOCTYPE it cannot read cannot be read: %s", (_name, doctype) => {
    expect(() => readCxml(withDoctype(doctype))).toThrow(unreadable)
  })

  it.each([
    ["a literal never closed", `<!DOCTYPE a SYSTEM "${"x".repeat(2e7)}`],
    ["a name of 20 MB", `<!DOCTYPE ${"a".repeat(2e7)}`],
    ["spaces of 20 MB", `<!DOCTYPE a PUBLIC "p"${" ".repeat(2e7)}`],
    ["a million DOCTYPEs", "<!DOCTYPE a>".repeat(1_000_000)],
    ["a processing instruction never closed", `<?xml ${"x".repeat(2e7)}`],
  ])(
    // How long they take is measured by `npm run bench hostile-input`, not asserted here.
    "goes through 20 MB of hostile prolog to an answer in words: %s",
    (_name, text) => {
      let outcome: unknown
      try {
        outcome = blankDoctype(text)
      } catch (error) {
        outcome = error
      }
      expect(
        outcome instanceof FileProblem || typeof outcome === "object"
      ).toBe(true)
      if (outcome instanceof Error) expect(outcome).toBeInstanceOf(FileProblem)
    }
  )

  it("refuses a DOCTYPE of 20 MB that only names a DTD: blanked, it would still be read", () => {
    const text = `<!DOCTYPE a SYSTEM "${"x".repeat(2e7)}">\n<a/>`
    expect(() => blankDoctype(text)).toThrow(/is 20,000,022 characters long/)
  })

  it("blanks a DOCTYPE that only names a DTD", () => {
    const text = `<!DOCTYPE a SYSTEM "${"x".repeat(500)}">\n<a/>`
    expect(blankDoctype(text).text.trim()).toBe("<a/>")
  })
})
