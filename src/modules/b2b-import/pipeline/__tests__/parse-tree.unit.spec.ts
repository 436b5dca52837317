import { DEFAULT_OPENTRANS_MAPPINGS, parseFile } from "../parse"
import { parseJson, parseOpenTrans } from "../parse-tree"
import type { ParseOptions } from "../types"

const opts = (over: Partial<ParseOptions> = {}): ParseOptions => ({
  fileFormat: "json",
  csvDelimiter: null,
  csvEncoding: "utf-8",
  csvHeaderRow: true,
  decimalSeparator: ".",
  maxLines: 1000,
  ...over,
})
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
    expect(parseJson(Buffer.from(JSON.stringify(doc)), opts())).toEqual({ kind: "tree", root: doc })
    expect(parseJson(Buffer.from("\uFEFF" + JSON.stringify(doc)), opts()).root).toEqual(doc)
  })

  it.each([
    ['{\n  "orderNumber": "A-1",\n  "items": [\n    { "sku": "X" "qty": 2 }\n  ]\n}', "expected ',' or '}' after property value (line 4, column 18)."],
    ['{\n  "items": [\n    { "sku": "X", "qty": tru}\n  ]\n}', "unexpected token '}' (line 3, column 29)."],
    ['{"items": [{"sku": "X"}', "the file ends in the middle of the data (is it cut off?) (line 1, column 24)."],
  ])("says where broken JSON breaks: %j", (text, reason) => {
    expect(() => parseJson(Buffer.from(text), opts())).toThrow(expect.objectContaining({ code: "PARSE_ERROR", message: `The file is not valid JSON: ${reason}` }))
  })

  it("reports an empty file", () => {
    expect(() => parseJson(Buffer.from("  \n"), opts())).toThrow(expect.objectContaining({ code: "FILE_EMPTY" }))
  })
})

describe("parseOpenTrans", () => {
  it("reads an openTRANS ORDER without namespace prefixes, keeping text as written", () => {
    const { root } = parseOpenTrans(xml(openTrans(item(1, "SCR-M6", "10", "0.25") + item(2, "0815", "2.5", "12.00"))), opts(), [ITEMS])
    const order = (root as { ORDER: Record<string, any> }).ORDER
    expect(order.ORDER_HEADER.ORDER_INFO.ORDER_ID).toBe("PO-2024-0815")
    expect(order.ORDER_HEADER.ORDER_INFO.ORDER_PARTIES_REFERENCE.BUYER_IDREF["#text"]).toBe("K-1001")
    expect(order.ORDER_ITEM_LIST.ORDER_ITEM).toHaveLength(2)
    expect(order.ORDER_ITEM_LIST.ORDER_ITEM[1]).toMatchObject({ QUANTITY: "2.5", PRODUCT_ID: { SUPPLIER_PID: { "#text": "0815" } } })
  })

  it("makes a single ORDER_ITEM a list of one", () => {
    const { root } = parseOpenTrans(xml(openTrans(item(1, "SCR-M6", "10", "0.25"))), opts(), [ITEMS])
    expect((root as any).ORDER.ORDER_ITEM_LIST.ORDER_ITEM).toHaveLength(1)
  })

  it("reads an ISO-8859-1 document as its declaration says", () => {
    const latin1 = Buffer.from(openTrans(item(1, "MÜSLI", "1", "1.00")).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), "latin1")
    const { root } = parseOpenTrans(latin1, opts(), [ITEMS])
    expect((root as any).ORDER.ORDER_ITEM_LIST.ORDER_ITEM[0].PRODUCT_ID.SUPPLIER_PID["#text"]).toBe("MÜSLI")
  })

  it("says where the XML is broken", () => {
    const broken = openTrans(item(1, "A", "1", "1")).replace("</QUANTITY>", "</QTY>")
    expect(() => parseOpenTrans(xml(broken), opts(), [ITEMS])).toThrow(
      expect.objectContaining({ code: "PARSE_ERROR", message: expect.stringMatching(/^The XML is not well-formed: .*QUANTITY.* \(line 26\)\.$/) })
    )
  })

  it("rejects a well-formed document that is not an ORDER", () => {
    const invoice = '<?xml version="1.0"?><INVOICE xmlns="http://www.opentrans.org/XMLSchema/2.1"><INVOICE_HEADER/></INVOICE>'
    expect(() => parseOpenTrans(xml(invoice), opts(), [ITEMS])).toThrow(
      expect.objectContaining({ code: "PARSE_ERROR", message: "This is not an openTRANS ORDER document (root element <INVOICE>)." })
    )
  })
})

describe("parseFile", () => {
  it("reads each format the profile names", async () => {
    const csv = await parseFile(Buffer.from("SKU;Menge\nA;1\n"), opts({ fileFormat: "csv" }), [])
    expect(csv).toMatchObject({ kind: "table", columns: ["SKU", "Menge"], delimiter: ";" })
    expect(await parseFile(Buffer.from('{"a":1}'), opts(), [])).toEqual({ kind: "tree", root: { a: 1 } })
    // Without mappings, the openTRANS defaults decide which elements are lists.
    const ot = await parseFile(xml(openTrans(item(1, "A", "1", "1"))), opts({ fileFormat: "opentrans" }), [])
    expect((ot as any).root.ORDER.ORDER_ITEM_LIST.ORDER_ITEM).toHaveLength(1)
    expect(DEFAULT_OPENTRANS_MAPPINGS.map((m) => m.target)).toEqual([
      "order.externalNumber",
      "customer.number",
      "order.note",
      "line.sku",
      "line.quantity",
      "line.unitPrice",
    ])
  })
})
