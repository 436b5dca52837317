import { DEFAULT_OPENTRANS_MAPPINGS, parseFile } from "../parse"
import { parseJson, parseOpenTrans } from "../parse-tree"
import type { ParseOptions } from "../types"
import { parseOptions } from "./fixtures"

const opts = (over: Partial<ParseOptions> = {}) =>
  parseOptions({ fileFormat: "json", decimalSeparator: ".", ...over })
const ITEMS = "ORDER.ORDER_ITEM_LIST.ORDER_ITEM"

const item = (line: number, pid: string, qty: string, price: string) => `
    <ORDER_ITEM>
      <LINE_ITEM_ID>${line}</LINE_ITEM_ID>
      <PRODUCT_ID>
        <bmecat:SUPPLIER_PID type="supplier_specific">${pid}</bmecat:SUPPLIER_PID>
        <bmecat:DESCRIPTION_SHORT>Schraube M${line}</bmecat:DESCRIPTION_SHORT>
      </PRODUCT_ID>
      <QUANTITY>${qty}</QUANTITY>
      <bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT>
      <PRODUCT_PRICE_FIX><bmecat:PRICE_AMOUNT>${price}</bmecat:PRICE_AMOUNT></PRODUCT_PRICE_FIX>
      <PRICE_LINE_AMOUNT>${(Number(qty) * Number(price)).toFixed(2)}</PRICE_LINE_AMOUNT>
    </ORDER_ITEM>`

/** A small openTRANS 2.1 ORDER as ERP systems send it (default namespace plus bmecat: prefixes). */
const openTrans = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005"
       version="2.1" type="standard">
  <ORDER_HEADER>
    <ORDER_INFO>
      <ORDER_ID>PO-2024-0815</ORDER_ID>
      <ORDER_DATE>2024-11-20</ORDER_DATE>
      <ORDER_PARTIES>
        <PARTY><bmecat:PARTY_ID type="buyer_specific">K-1001</bmecat:PARTY_ID><PARTY_ROLE>buyer</PARTY_ROLE></PARTY>
      </ORDER_PARTIES>
      <ORDER_PARTIES_REFERENCE>
        <bmecat:BUYER_IDREF type="buyer_specific">K-1001</bmecat:BUYER_IDREF>
        <bmecat:SUPPLIER_IDREF type="supplier_specific">S-1</bmecat:SUPPLIER_IDREF>
      </ORDER_PARTIES_REFERENCE>
      <bmecat:CURRENCY>EUR</bmecat:CURRENCY>
      <REMARKS type="general">Bitte an Rampe 3 liefern</REMARKS>
    </ORDER_INFO>
  </ORDER_HEADER>
  <ORDER_ITEM_LIST>${items}
  </ORDER_ITEM_LIST>
  <ORDER_SUMMARY><TOTAL_ITEM_NUM>2</TOTAL_ITEM_NUM></ORDER_SUMMARY>
</ORDER>`

const xml = (text: string) => Buffer.from(text, "utf-8")

describe("parseJson", () => {
  it("reads a JSON order, with or without a BOM", () => {
    const doc = { orderNumber: "A-1", items: [{ sku: "X", qty: 2 }] }
    expect(parseJson(Buffer.from(JSON.stringify(doc)), opts())).toEqual({
      kind: "tree",
      root: doc,
    })
    expect(
      parseJson(Buffer.from("\uFEFF" + JSON.stringify(doc)), opts()).root
    ).toEqual(doc)
  })

  it.each([
    [
      '{\n  "orderNumber": "A-1",\n  "items": [\n    { "sku": "X" "qty": 2 }\n  ]\n}',
      "expected ',' or '}' after property value (line 4, column 18).",
    ],
    [
      '{\n  "items": [\n    { "sku": "X", "qty": tru}\n  ]\n}',
      "unexpected token '}' (line 3, column 29).",
    ],
    [
      '{"items": [{"sku": "X"}',
      "the file ends in the middle of the data (is it cut off?) (line 1, column 24).",
    ],
  ])("says where broken JSON breaks: %j", (text, reason) => {
    expect(() => parseJson(Buffer.from(text), opts())).toThrow(
      expect.objectContaining({
        code: "PARSE_ERROR",
        message: `The file is not valid JSON: ${reason}`,
      })
    )
  })

  it("reports an empty file", () => {
    expect(() => parseJson(Buffer.from("  \n"), opts())).toThrow(
      expect.objectContaining({ code: "FILE_EMPTY" })
    )
  })

  it("refuses nesting beyond 100 levels before parsing, counting brackets outside strings only", () => {
    const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels)
    expect(parseJson(Buffer.from(deep(100)), opts()).kind).toBe("tree")
    for (const levels of [101, 5_000_000]) {
      expect(() => parseJson(Buffer.from(deep(levels)), opts())).toThrow(
        expect.objectContaining({
          code: "PARSE_ERROR",
          message:
            "The JSON nests lists and objects more than 100 levels deep; an order needs fewer than 10. Export the order again.",
        })
      )
    }
    const bracketsInText = JSON.stringify({
      note: "[".repeat(500) + '\\"{'.repeat(200),
      lines: [],
    })
    expect(parseJson(Buffer.from(bracketsInText), opts()).root).toEqual(
      JSON.parse(bracketsInText)
    )
  })

  it("refuses more objects and lists than an order of maxLines lines needs, before parsing (7 million `{}` ran a reader out of memory)", () => {
    const items = (n: number) => `{"items":[${Array(n).fill("{}").join(",")}]}`
    // 10 lines allowed: 10 × 100 + 1,000 containers; the document and its list are two of them.
    expect(
      parseJson(Buffer.from(items(1_998)), opts({ maxLines: 10 })).kind
    ).toBe("tree")
    expect(() =>
      parseJson(Buffer.from(items(1_999)), opts({ maxLines: 10 }))
    ).toThrow(
      expect.objectContaining({
        code: "TOO_MANY_LINES",
        message:
          "The JSON file holds more than 2,000 objects and lists; an order of at most 10 lines needs far fewer. Split the order into several files.",
      })
    )
    const braces = JSON.stringify({ items: [{ note: "{}".repeat(5_000) }] })
    expect(parseJson(Buffer.from(braces), opts({ maxLines: 10 })).kind).toBe(
      "tree"
    )
  })
})

describe("parseOpenTrans", () => {
  it("reads an openTRANS ORDER without namespace prefixes, keeping text as written", () => {
    const { root } = parseOpenTrans(
      xml(
        openTrans(
          item(1, "SCR-M6", "10", "0.25") + item(2, "0815", "2.5", "12.00")
        )
      ),
      opts(),
      [ITEMS]
    )
    const order = (root as { ORDER: Record<string, any> }).ORDER
    expect(order.ORDER_HEADER.ORDER_INFO.ORDER_ID).toBe("PO-2024-0815")
    expect(
      order.ORDER_HEADER.ORDER_INFO.ORDER_PARTIES_REFERENCE.BUYER_IDREF["#text"]
    ).toBe("K-1001")
    expect(order.ORDER_ITEM_LIST.ORDER_ITEM).toHaveLength(2)
    expect(order.ORDER_ITEM_LIST.ORDER_ITEM[1]).toMatchObject({
      QUANTITY: "2.5",
      PRODUCT_ID: { SUPPLIER_PID: { "#text": "0815" } },
    })
  })

  it("makes a single ORDER_ITEM a list of one", () => {
    const { root } = parseOpenTrans(
      xml(openTrans(item(1, "SCR-M6", "10", "0.25"))),
      opts(),
      [ITEMS]
    )
    expect((root as any).ORDER.ORDER_ITEM_LIST.ORDER_ITEM).toHaveLength(1)
  })

  it("reads an ISO-8859-1 document as its declaration says", () => {
    const latin1 = Buffer.from(
      openTrans(item(1, "MÜSLI", "1", "1.00")).replace(
        'encoding="UTF-8"',
        'encoding="ISO-8859-1"'
      ),
      "latin1"
    )
    const { root } = parseOpenTrans(latin1, opts(), [ITEMS])
    expect(
      (root as any).ORDER.ORDER_ITEM_LIST.ORDER_ITEM[0].PRODUCT_ID.SUPPLIER_PID[
        "#text"
      ]
    ).toBe("MÜSLI")
  })

  it("says where the XML is broken", () => {
    const broken = openTrans(item(1, "A", "1", "1")).replace(
      "</QUANTITY>",
      "</QTY>"
    )
    expect(() => parseOpenTrans(xml(broken), opts(), [ITEMS])).toThrow(
      expect.objectContaining({
        code: "PARSE_ERROR",
        message: expect.stringMatching(
          /^The XML is not well-formed: .*QUANTITY.* \(line 26\)\.$/
        ),
      })
    )
  })

  const withDoctype = (doctype: string) =>
    openTrans(item(1, "A", "1", "1")).replace(
      "\n<ORDER ",
      `\n${doctype}\n<ORDER `
    )
  const BILLION_LAUGHS = `<!DOCTYPE ORDER [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>`

  it.each([
    [
      "entity expansion (billion laughs)",
      withDoctype(BILLION_LAUGHS).replace(
        "<ORDER_ID>PO-2024-0815",
        "<ORDER_ID>&lol3;"
      ),
    ],
    [
      "an external entity (XXE)",
      withDoctype(
        '<!DOCTYPE ORDER [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
      ).replace("<ORDER_ID>PO-2024-0815", "<ORDER_ID>&xxe;"),
    ],
    [
      "an internal subset without entities",
      withDoctype("<!DOCTYPE ORDER [<!ELEMENT ORDER ANY>]>"),
    ],
    [
      "a second DOCTYPE",
      withDoctype(
        '<!DOCTYPE ORDER SYSTEM "a.dtd">\n<!DOCTYPE ORDER SYSTEM "b.dtd">'
      ),
    ],
    [
      "a DOCTYPE inside an element, in lower case",
      openTrans(item(1, "A", "1", "1")).replace(
        "<ORDER_HEADER>",
        '<ORDER_HEADER><!doctype x [<!ENTITY a "b">]>'
      ),
    ],
    [
      "a DOCTYPE naming only a DTD, inside an element",
      openTrans(item(1, "A", "1", "1")).replace(
        "<ORDER_HEADER>",
        '<ORDER_HEADER><!DOCTYPE ORDER SYSTEM "opentrans_2_1.dtd">'
      ),
    ],
  ])(
    "refuses a DOCTYPE that declares anything or stands elsewhere, before reading the document: %s",
    (_name, text) => {
      expect(() => parseOpenTrans(xml(text), opts(), [ITEMS])).toThrow(
        expect.objectContaining({
          code: "XML_DOCTYPE_NOT_ALLOWED",
          message: expect.stringMatching(
            /^The XML file.*\(external entities, XXE\).*\("billion laughs"\)\. Ask the sender to export the order without it\. A DOCTYPE that only names a DTD, .* is fine\.$/
          ),
        })
      )
    }
  )

  it("reads a document whose DOCTYPE only names a DTD, never resolving it, with line numbers unchanged", () => {
    const doctype =
      '<!DOCTYPE ORDER PUBLIC "-//openTRANS//DTD ORDER 2.1//EN"\n  "http://localhost:1/opentrans_2_1.dtd">'
    const { root } = parseOpenTrans(xml(withDoctype(doctype)), opts(), [ITEMS])
    expect((root as any).ORDER.ORDER_HEADER.ORDER_INFO.ORDER_ID).toBe(
      "PO-2024-0815"
    )
    // Without the DOCTYPE the broken element stands on line 26; its two lines come before it.
    const broken = withDoctype(doctype).replace("</QUANTITY>", "</QTY>")
    expect(() => parseOpenTrans(xml(broken), opts(), [ITEMS])).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/\(line 28\)\.$/),
      })
    )
  })

  it("says the XML is nested too deeply instead of failing unexpectedly", () => {
    // 50,000 levels stay below the element bound of 1,000 lines, so the depth is what stops them.
    const deep = `<ORDER>${"<A>".repeat(50_000)}${"</A>".repeat(50_000)}</ORDER>`
    expect(() => parseOpenTrans(xml(deep), opts(), [ITEMS])).toThrow(
      expect.objectContaining({
        code: "PARSE_ERROR",
        message: expect.stringMatching(
          /^The XML nests elements more than 100 levels deep/
        ),
      })
    )
  })

  it.each(["__proto__", "constructor"])(
    "refuses an element named %s as a problem of the file, leaving Object's prototype alone",
    (name) => {
      const hostile = openTrans(item(1, "A", "1", "1")).replace(
        "<ORDER_SUMMARY>",
        `<${name}><polluted>1</polluted></${name}><ORDER_SUMMARY>`
      )
      expect(() => parseOpenTrans(xml(hostile), opts(), [ITEMS])).toThrow(
        expect.objectContaining({
          name: "FileProblem",
          code: "PARSE_ERROR",
          message: expect.stringMatching(
            /^The XML could not be read: .*openTRANS file\.$/
          ),
        })
      )
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }
  )

  it("refuses more elements than an order of maxLines lines needs, before parsing", () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => item(i + 1, "A", "1", "1")).join("")
    // 10 lines allow 2,000 elements; 300 items of 9 elements are more.
    expect(() =>
      parseOpenTrans(xml(openTrans(items(300))), opts({ maxLines: 10 }), [
        ITEMS,
      ])
    ).toThrow(
      expect.objectContaining({
        code: "TOO_MANY_LINES",
        message:
          "The XML file holds more than 2,000 elements; an order of at most 10 lines needs far fewer. Split the order into several files.",
      })
    )
    expect(
      (
        parseOpenTrans(xml(openTrans(items(300))), opts({ maxLines: 1000 }), [
          ITEMS,
        ]).root as any
      ).ORDER.ORDER_ITEM_LIST.ORDER_ITEM
    ).toHaveLength(300)
  })

  it("rejects a well-formed document that is not an ORDER", () => {
    const invoice =
      '<?xml version="1.0"?><INVOICE xmlns="http://www.opentrans.org/XMLSchema/2.1"><INVOICE_HEADER/></INVOICE>'
    expect(() => parseOpenTrans(xml(invoice), opts(), [ITEMS])).toThrow(
      expect.objectContaining({
        code: "PARSE_ERROR",
        message:
          "This is not an openTRANS ORDER document (root element <INVOICE>).",
      })
    )
  })
})

describe("parseFile", () => {
  it("reads each format the profile names", async () => {
    const csv = await parseFile(
      Buffer.from("SKU;Menge\nA;1\n"),
      opts({ fileFormat: "csv" }),
      []
    )
    expect(csv).toMatchObject({
      kind: "table",
      columns: ["SKU", "Menge"],
      delimiter: ";",
    })
    expect(await parseFile(Buffer.from('{"a":1}'), opts(), [])).toEqual({
      kind: "tree",
      root: { a: 1 },
    })
    // Without mappings, the openTRANS defaults decide which elements are lists.
    const ot = await parseFile(
      xml(openTrans(item(1, "A", "1", "1"))),
      opts({ fileFormat: "opentrans" }),
      []
    )
    expect((ot as any).root.ORDER.ORDER_ITEM_LIST.ORDER_ITEM).toHaveLength(1)
    const targets = DEFAULT_OPENTRANS_MAPPINGS.map((m) => m.target)
    expect(targets.filter((t) => /^(order|customer|line)\./.test(t))).toEqual([
      "order.externalNumber",
      "customer.number",
      "order.note",
      "line.sku",
      "line.quantity",
      "line.unitPrice",
    ])
    // The delivery and invoice PARTY become the shipping and billing address; COUNTRY_CODED before COUNTRY.
    expect(
      DEFAULT_OPENTRANS_MAPPINGS.filter(
        (m) => m.target === "shipping.countryCode"
      ).map((m) => m.source)
    ).toEqual([
      "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ROLE=delivery].ADDRESS.COUNTRY_CODED",
      "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ROLE=delivery].ADDRESS.COUNTRY",
      "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ID=$ORDER.ORDER_HEADER.ORDER_INFO.ORDER_PARTIES_REFERENCE.SHIPMENT_PARTIES_REFERENCE.DELIVERY_IDREF].ADDRESS.COUNTRY_CODED",
      "ORDER.ORDER_HEADER.ORDER_INFO.PARTIES.PARTY[PARTY_ID=$ORDER.ORDER_HEADER.ORDER_INFO.ORDER_PARTIES_REFERENCE.SHIPMENT_PARTIES_REFERENCE.DELIVERY_IDREF].ADDRESS.COUNTRY",
    ])
  })
})
