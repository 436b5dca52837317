import type { TransformStep } from "../../schemas"
import type { MappingTarget } from "../../types"
import { mapFile } from "../map"
import { DEFAULT_OPENTRANS_MAPPINGS, parseFile } from "../parse"
import type { MappingRule, ParseOptions, ParsedFile } from "../types"
import { parseOptions } from "./fixtures"

const opts = parseOptions
const rule = (
  source: string,
  target: MappingTarget,
  extra: { transform?: TransformStep[]; required?: boolean } = {}
): MappingRule => ({
  source,
  target,
  transform: extra.transform ?? null,
  required: extra.required ?? false,
})
const csvRules = [
  rule("Bestellnr", "order.externalNumber"),
  rule("SKU", "line.sku"),
  rule("Menge", "line.quantity"),
  rule("Preis", "line.unitPrice"),
]

async function mapCsv(
  text: string,
  rules: MappingRule[] = csvRules,
  over: Partial<ParseOptions> = {}
) {
  const options = opts(over)
  return mapFile(
    await parseFile(Buffer.from(text), options, rules),
    rules,
    options
  )
}

describe("mapFile on a table", () => {
  it("maps order, customer, address and line targets, reading decimal commas", async () => {
    const rules = [
      ...csvRules,
      rule("Notiz", "line.note"),
      rule("Kunde", "customer.number"),
      rule("Mail", "customer.email", { transform: [{ type: "lower" }] }),
      rule("Liefertermin", "order.requestedDate", {
        transform: [{ type: "date", format: "dd.MM.yyyy" }],
      }),
      rule("Hinweis", "order.note"),
      rule("Firma", "shipping.company"),
      rule("PLZ", "shipping.postalCode"),
      rule("Land", "shipping.countryCode", { transform: [{ type: "upper" }] }),
      rule("RE-Ort", "billing.city"),
    ]
    const text =
      "Bestellnr;Kunde;Mail;Liefertermin;Hinweis;Firma;PLZ;Land;RE-Ort;SKU;Menge;Preis;Notiz\n" +
      "PO-7;K-1;Ein@Kauf.DE;24.12.2024;Rampe 3;Muster GmbH;10115;de;Köln;A-1;2;1.234,50;eilig\n" +
      "PO-7;K-1;;;;;;;;B-2;0,5;;\n"
    const { order, errors, lineCount } = await mapCsv(text, rules)
    expect(errors).toEqual([])
    expect(lineCount).toBe(2)
    expect(order).toEqual({
      externalNumber: "PO-7",
      note: "Rampe 3",
      requestedDate: "2024-12-24",
      customer: { email: "ein@kauf.de", number: "K-1" },
      shipping: {
        company: "Muster GmbH",
        postalCode: "10115",
        countryCode: "DE",
      },
      billing: { city: "Köln" },
      lines: [
        { row: 2, sku: "A-1", quantity: 2, unitPrice: 1234.5, note: "eilig" },
        { row: 3, sku: "B-2", quantity: 0.5, unitPrice: null, note: null },
      ],
    })
  })

  it("a mapped column named twice in the header is refused, naming both; an unmapped repeated column is no problem", async () => {
    const { errors } = await mapCsv(
      "Bestellnr;SKU;Menge;Menge;Frei;Frei\nPO-1;A;1;abc;;\n"
    )
    expect(errors).toEqual([
      expect.objectContaining({
        code: "CONFLICTING_VALUE",
        column: "Menge",
        message:
          "The file has 2 columns named 'Menge' (columns 3, 4); the import cannot tell which one to read. Rename or remove the others in the export.",
      }),
    ])
  })

  it("leaves negative quantities and prices to the next stage", async () => {
    const { order, errors } = await mapCsv(
      "Bestellnr;SKU;Menge;Preis\nPO-1;A;-2;-1,5\n"
    )
    expect(errors).toEqual([])
    expect(order.lines).toEqual([
      { row: 2, sku: "A", quantity: -2, unitPrice: -1.5, note: null },
    ])
  })

  it("reports empty SKUs and unreadable numbers per line and leaves those lines out", async () => {
    const { order, errors } = await mapCsv(
      "Bestellnr;SKU;Menge;Preis\nPO-1;A;1;2\nPO-1;;1;2\nPO-1;B;12a;2\nPO-1;C;1;x\n"
    )
    expect(errors).toEqual([
      {
        row: 3,
        column: "SKU",
        value: "",
        code: "MISSING_VALUE",
        message: "SKU is empty; every order line needs one",
      },
      {
        row: 4,
        column: "Menge",
        value: "12a",
        code: "INVALID_NUMBER",
        message:
          "'12a' is not a number; use digits with ',' as decimal separator",
      },
      {
        row: 5,
        column: "Preis",
        value: "x",
        code: "INVALID_NUMBER",
        message:
          "'x' is not a number; use digits with ',' as decimal separator",
      },
    ])
    expect(order.lines.map((l) => l.sku)).toEqual(["A"])
  })

  it("refuses a whole number with more digits than can be read exactly, instead of reading 1e+23", async () => {
    const { order, errors } = await mapCsv(
      "Bestellnr;SKU;Menge;Preis\nPO-1;A;99999999999999999999999;2\nPO-1;B;9007199254740991;2\n"
    )
    expect(errors).toEqual([
      {
        row: 2,
        column: "Menge",
        value: "99999999999999999999999",
        code: "INVALID_NUMBER",
        message:
          "The number 99999999999999999999999 has more digits than can be read exactly; send a smaller number",
      },
    ])
    expect(order.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ["B", 9007199254740991],
    ])
  })

  it("flags an order-level value that differs on a later line", async () => {
    const rules = [...csvRules, rule("Kunde", "customer.number")]
    const { order, errors } = await mapCsv(
      "Bestellnr;Kunde;SKU;Menge\nPO-1;K-1;A;1\nPO-1;;B;1\nPO-1;K-2;C;1\n",
      rules
    )
    expect(errors).toEqual([
      {
        row: 4,
        column: "Kunde",
        value: "K-2",
        code: "CONFLICTING_VALUE",
        message:
          "Customer number 'K-2' differs from 'K-1' on line 2; an order has only one customer number",
      },
    ])
    expect(order.customer.number).toBe("K-1")
    expect(order.lines.map((l) => l.sku)).toEqual(["A", "B"])
  })

  it("refuses a file that holds several orders", async () => {
    await expect(
      mapCsv("Bestellnr;SKU;Menge\nA-100;X;1\nA-100;Y;1\nB-200;Z;1\n")
    ).rejects.toMatchObject({
      code: "MULTIPLE_ORDERS",
      message:
        "The file holds more than one order (order numbers A-100, B-200). Send one order per file.",
    })
  })

  it("names a missing column together with the columns the file has", async () => {
    const { order, errors } = await mapCsv("Bestellnr;SKU;Anzahl\nPO-1;A;1\n")
    expect(errors).toEqual([
      {
        row: null,
        column: "Menge",
        value: null,
        code: "MISSING_COLUMN",
        message:
          "Column 'Menge' is missing. The file's columns are: Bestellnr; SKU; Anzahl (delimiter ';').",
      },
    ])
    expect(order.lines).toEqual([])
  })

  it("leaves an optional target empty when its column is missing, but not a required one", async () => {
    const rules = [
      ...csvRules,
      rule("Notiz", "line.note"),
      rule("Kunde", "customer.number", { required: true }),
    ]
    const { order, errors } = await mapCsv(
      "Bestellnr,SKU,Menge\nPO-1,A,1\n",
      rules
    )
    expect(errors.map((e) => e.message)).toEqual([
      "Column 'Kunde' is missing. The file's columns are: Bestellnr; SKU; Menge (delimiter ',').",
    ])
    expect(order.lines).toEqual([
      { row: 2, sku: "A", quantity: 1, unitPrice: null, note: null },
    ])
  })

  it("requires a value for a required order field somewhere in the file", async () => {
    const rules = [
      ...csvRules,
      rule("Kunde", "customer.number", { required: true }),
    ]
    const { errors } = await mapCsv(
      "Bestellnr;Kunde;SKU;Menge\nPO-1;;A;1\n",
      rules
    )
    expect(errors).toEqual([
      {
        row: null,
        column: "Kunde",
        value: null,
        code: "MISSING_VALUE",
        message:
          "Customer number is empty on every line; the import profile requires it",
      },
    ])
  })

  it("wants the requested date as yyyy-MM-dd after transforms", async () => {
    const rules = [...csvRules, rule("Termin", "order.requestedDate")]
    const { errors } = await mapCsv(
      "Bestellnr;Termin;SKU;Menge\nPO-1;24.12.2024;A;1\n",
      rules
    )
    expect(errors[0]).toMatchObject({
      row: 2,
      code: "INVALID_DATE",
      message: expect.stringContaining("yyyy-MM-dd; add a date transform"),
    })
  })

  it("refuses values over 1000 characters and shows only the first 200", async () => {
    const rules = [...csvRules, rule("Notiz", "line.note")]
    const { order, errors } = await mapCsv(
      `SKU;Menge;Notiz\nA;1;${"x".repeat(1001)}\n`,
      rules
    )
    expect(errors).toEqual([
      {
        row: 2,
        column: "Notiz",
        value: "x".repeat(200),
        code: "VALUE_TOO_LONG",
        message: "The value has 1001 characters; at most 1000 are allowed",
      },
    ])
    expect(order.lines).toEqual([])
  })

  it("uses column numbers as sources without a header row", async () => {
    const rules = [
      rule("1", "line.sku"),
      rule("2", "line.quantity", {
        transform: [{ type: "default", value: "1" }],
      }),
    ]
    const { order } = await mapCsv("A;3\nB;\n", rules, { csvHeaderRow: false })
    expect(order.lines).toEqual([
      { row: 1, sku: "A", quantity: 3, unitPrice: null, note: null },
      { row: 2, sku: "B", quantity: 1, unitPrice: null, note: null },
    ])
  })

  it("reads a number step's result whatever the profile's separator", async () => {
    const rules = [
      rule("SKU", "line.sku"),
      rule("Menge", "line.quantity"),
      rule("Preis", "line.unitPrice", {
        transform: [{ type: "number", decimalSeparator: "." }],
      }),
    ]
    const { order } = await mapCsv("SKU;Menge;Preis\nA;1;1,234.50\n", rules)
    expect(order.lines[0].unitPrice).toBe(1234.5)
  })
})

describe("mapFile on a tree", () => {
  const jsonRules = [
    rule("orderNumber", "order.externalNumber"),
    rule("customer.email", "customer.email"),
    rule("delivery.city", "shipping.city"),
    rule("items[].sku", "line.sku"),
    rule("items[].qty", "line.quantity"),
    rule("items[].price.amount", "line.unitPrice"),
  ]
  const tree = (root: unknown): ParsedFile => ({ kind: "tree", root })
  const mapJson = (root: unknown) =>
    mapFile(tree(root), jsonRules, opts({ fileFormat: "json" }))

  it("an order number is kept without invisible characters: a zero-width space or BOM does not make it another number", () => {
    for (const sent of [
      "\u200bWS-1",
      "WS-\u200d1",
      "\ufeffWS-1\u00ad",
      " WS-1\u200e ",
    ]) {
      const { order } = mapJson({
        orderNumber: sent,
        items: [{ sku: "A", qty: 1 }],
      })
      expect(order.externalNumber).toBe("WS-1")
    }
    const { order } = mapJson({
      orderNumber: "\u200b",
      items: [{ sku: "A", qty: 1 }],
    })
    expect(order.externalNumber).toBeNull()
  })

  it("maps JSON values, reading JSON numbers with '.' even for a decimal-comma profile", () => {
    const root = {
      orderNumber: 4711,
      customer: { email: "a@b.de" },
      delivery: { city: "Bonn" },
      items: [
        { sku: "A", qty: 2, price: { amount: 9.95 } },
        { sku: "B", qty: "1,5" },
        { qty: 1 },
      ],
    }
    const { order, errors, lineCount } = mapJson(root)
    expect(lineCount).toBe(3)
    expect(order).toMatchObject({
      externalNumber: "4711",
      customer: { email: "a@b.de", number: null },
      shipping: { city: "Bonn" },
      billing: null,
    })
    expect(order.lines).toEqual([
      { row: 1, sku: "A", quantity: 2, unitPrice: 9.95, note: null },
      { row: 2, sku: "B", quantity: 1.5, unitPrice: null, note: null },
    ])
    expect(errors).toEqual([
      {
        row: 3,
        column: "items[].sku",
        value: null,
        code: "MISSING_VALUE",
        message: "SKU is empty; every order line needs one",
      },
    ])
  })

  it("refuses values no database text can hold (NUL, lone surrogates), showing them replaced, and leaves those lines out", () => {
    const root = {
      orderNumber: "PO-1\u0000",
      items: [
        { sku: "A\ud800", qty: 1 },
        { sku: "B", qty: 1 },
        { sku: "\udc00C", qty: 2 },
      ],
    }
    const { order, errors } = mapJson(root)
    expect(order.externalNumber).toBeNull()
    expect(order.lines).toEqual([
      { row: 2, sku: "B", quantity: 1, unitPrice: null, note: null },
    ])
    expect(errors).toEqual([
      {
        row: null,
        column: "orderNumber",
        value: "PO-1\uFFFD",
        code: "INVALID_CHARACTER",
        message:
          "The value contains a NUL character (\\u0000), which no text field can hold; remove it in the system that sent the file",
      },
      expect.objectContaining({
        row: 1,
        value: "A\uFFFD",
        code: "INVALID_CHARACTER",
        message: expect.stringMatching(
          /^The value contains half of a character \(a lone UTF-16 surrogate/
        ),
      }),
      expect.objectContaining({
        row: 3,
        value: "\uFFFDC",
        code: "INVALID_CHARACTER",
      }),
    ])
    // A real pair (an emoji) is text like any other.
    expect(
      mapJson({ items: [{ sku: "A\ud83d\ude00", qty: 1 }] }).errors
    ).toEqual([])
  })

  it("refuses a top-level list of several orders instead of importing the first", () => {
    const one = { orderNumber: "J-a", items: [{ sku: "A", qty: 1 }] }
    expect(() => mapJson([one, { ...one, orderNumber: "J-b" }])).toThrow(
      expect.objectContaining({
        code: "MULTIPLE_ORDERS",
        message:
          "The file holds a list of 2 orders at its top level. Send one order per file.",
      })
    )
    expect(mapJson([one]).order.externalNumber).toBe("J-a")
  })

  it("refuses JSON numbers that cannot be read exactly (order numbers beyond 2^53, 1e400)", () => {
    const root = {
      orderNumber: 1e400,
      items: [
        { sku: 9007199254740993, qty: 1 },
        { sku: "B", qty: 9007199254740993 },
        { sku: "C", qty: 2.5 },
      ],
    }
    const { order, errors } = mapJson(root)
    expect(order.externalNumber).toBeNull()
    expect(order.lines).toEqual([
      { row: 3, sku: "C", quantity: 2.5, unitPrice: null, note: null },
    ])
    expect(errors.map((e) => [e.row, e.code, e.value])).toEqual([
      [null, "INVALID_NUMBER", "Infinity"],
      [1, "INVALID_NUMBER", "9007199254740992"],
      [2, "INVALID_NUMBER", "9007199254740992"],
    ])
    expect(errors[0].message).toBe(
      "The number Infinity has more digits than can be read exactly; send it as text (in quotes) or as a smaller number"
    )
  })

  it("reports a missing list of lines at its path", () => {
    expect(() => mapJson({ orderNumber: "1" })).toThrow(
      expect.objectContaining({
        code: "NO_LINES",
        message: "The file has no order lines at items.",
      })
    )
  })

  it("stops when the list holds more lines than allowed", () => {
    const items = Array.from({ length: 6 }, () => ({ sku: "A", qty: 1 }))
    expect(() =>
      mapFile(
        tree({ items }),
        jsonRules,
        opts({ fileFormat: "json", maxLines: 5 })
      )
    ).toThrow(expect.objectContaining({ code: "TOO_MANY_LINES" }))
  })

  it("explains a line mapping that reads from another list", () => {
    const rules = [...jsonRules, rule("positions[].note", "line.note")]
    const { errors, order } = mapFile(
      tree({ items: [{ sku: "A", qty: 1 }] }),
      rules,
      opts({ fileFormat: "json" })
    )
    expect(errors).toEqual([
      expect.objectContaining({
        row: null,
        column: "positions[].note",
        code: "MISSING_COLUMN",
        message: expect.stringContaining(
          "all line mappings must read from the same list"
        ),
      }),
    ])
    expect(order.lines).toHaveLength(1)
  })

  it("maps an openTRANS order with the default mappings", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ORDER xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005" version="2.1">
  <ORDER_HEADER><ORDER_INFO>
    <ORDER_ID>PO-9</ORDER_ID>
    <ORDER_PARTIES_REFERENCE><bmecat:BUYER_IDREF type="buyer_specific">K-1001</bmecat:BUYER_IDREF></ORDER_PARTIES_REFERENCE>
    <REMARKS type="general">Rampe 3</REMARKS>
  </ORDER_INFO></ORDER_HEADER>
  <ORDER_ITEM_LIST><ORDER_ITEM>
    <PRODUCT_ID><bmecat:SUPPLIER_PID type="supplier_specific">SCR-M6</bmecat:SUPPLIER_PID></PRODUCT_ID>
    <QUANTITY>2.5</QUANTITY>
    <PRODUCT_PRICE_FIX><bmecat:PRICE_AMOUNT>1234.50</bmecat:PRICE_AMOUNT></PRODUCT_PRICE_FIX>
  </ORDER_ITEM></ORDER_ITEM_LIST>
</ORDER>`
    // openTRANS decimals are always "." even when the profile (for its CSV files) says ",".
    const options = opts({ fileFormat: "opentrans", decimalSeparator: "," })
    const parsed = await parseFile(Buffer.from(xml), options, [])
    const { order, errors } = mapFile(
      parsed,
      DEFAULT_OPENTRANS_MAPPINGS,
      options
    )
    expect(errors).toEqual([])
    expect(order).toMatchObject({
      externalNumber: "PO-9",
      note: "Rampe 3",
      customer: { number: "K-1001" },
    })
    expect(order.lines).toEqual([
      { row: 1, sku: "SCR-M6", quantity: 2.5, unitPrice: 1234.5, note: null },
    ])
  })

  it("decodes openTRANS character references (&#83;&#87; is SW, &#252; is ü)", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ORDER version="2.1"><ORDER_HEADER><ORDER_INFO><ORDER_ID>PO-&#x31;0</ORDER_ID><REMARKS>M&#252;ller &amp; S&#246;hne</REMARKS></ORDER_INFO></ORDER_HEADER>
<ORDER_ITEM_LIST><ORDER_ITEM><PRODUCT_ID><SUPPLIER_PID>&#83;&#87;01002</SUPPLIER_PID></PRODUCT_ID><QUANTITY>1</QUANTITY></ORDER_ITEM></ORDER_ITEM_LIST></ORDER>`
    const options = opts({ fileFormat: "opentrans" })
    const { order, errors } = mapFile(
      await parseFile(Buffer.from(xml), options, []),
      DEFAULT_OPENTRANS_MAPPINGS,
      options
    )
    expect(errors).toEqual([])
    expect(order).toMatchObject({
      externalNumber: "PO-10",
      note: "Müller & Söhne",
      lines: [expect.objectContaining({ sku: "SW01002" })],
    })
  })

  it("refuses two order numbers in one openTRANS header instead of joining them", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ORDER version="2.1"><ORDER_HEADER><ORDER_INFO><ORDER_ID>A</ORDER_ID><ORDER_ID>B</ORDER_ID><REMARKS>one</REMARKS><REMARKS>two</REMARKS></ORDER_INFO></ORDER_HEADER>
<ORDER_ITEM_LIST><ORDER_ITEM><PRODUCT_ID><SUPPLIER_PID>SW01002</SUPPLIER_PID></PRODUCT_ID><QUANTITY>1</QUANTITY></ORDER_ITEM></ORDER_ITEM_LIST></ORDER>`
    const options = opts({ fileFormat: "opentrans" })
    const { order, errors } = mapFile(
      await parseFile(Buffer.from(xml), options, []),
      DEFAULT_OPENTRANS_MAPPINGS,
      options
    )
    expect(order).toMatchObject({ externalNumber: null, note: "one\ntwo" })
    expect(errors).toEqual([
      expect.objectContaining({
        row: null,
        code: "CONFLICTING_VALUE",
        message:
          "The order number holds several lines or values; it must be a single value",
      }),
    ])
  })
})

describe("mapFile hands on lines with problems as far as they could be read", () => {
  it("a line whose quantity cannot be read keeps its SKU; a line without SKU keeps its quantity", async () => {
    const { order, errors, partialLines } = await mapCsv(
      "Bestellnr;SKU;Menge;Preis\nPO-1;A;2;1,00\nPO-1;X-9;zwei;1,00\nPO-1;;3;\n"
    )
    expect(order.lines.map((l) => l.row)).toEqual([2])
    expect(errors.map((e) => [e.row, e.code])).toEqual([
      [3, "INVALID_NUMBER"],
      [4, "MISSING_VALUE"],
    ])
    expect(partialLines).toEqual([
      {
        row: 3,
        sku: "X-9",
        quantity: 0,
        unitPrice: 1,
        note: null,
        unread: ["quantity"],
      },
      {
        row: 4,
        sku: "",
        quantity: 3,
        unitPrice: null,
        note: null,
        unread: ["sku"],
      },
    ])
  })

  it("a required price that is empty is marked unread, so it is not reported twice", async () => {
    const rules = [
      rule("Bestellnr", "order.externalNumber"),
      rule("SKU", "line.sku"),
      rule("Menge", "line.quantity"),
      rule("Preis", "line.unitPrice", { required: true }),
    ]
    const { partialLines } = await mapCsv(
      "Bestellnr;SKU;Menge;Preis\nPO-1;A;2;\n",
      rules
    )
    expect(partialLines).toMatchObject([
      { row: 2, sku: "A", quantity: 2, unread: ["unitPrice"] },
    ])
  })
})
