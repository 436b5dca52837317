import { buildOrderResponse } from "../build-response"
import type { OrderResponse } from "../schema"
import { writeOpenTransOrderResponse } from "../write-opentrans"
import { writeUblOrderResponse } from "../write-ubl"
import { fileLine, ISSUED, order, prepared, record } from "./response-fixtures"
import {
  childTags,
  OPENTRANS_INFO_REQUIRED,
  OPENTRANS_INFO_SEQUENCE,
  OPENTRANS_ITEM_SEQUENCE,
  OPENTRANS_ROOT_SEQUENCE,
  readXml,
  sequenceProblems,
  UBL_LINE_ITEM_SEQUENCE,
  UBL_REQUIRED,
  UBL_ROOT_SEQUENCE,
} from "./xml-structure"

const SELLER = { id: "store_01", name: "Demo Shop" }
const HOSTILE = `<b>&"'</b> ]]> \u0000\u0007 ${"x".repeat(5000)}`

function changedOrder(): OrderResponse {
  const lines = [fileLine(1, "A-1", 2, 10), fileLine(2, "B<&>'2", 1, 4)]
  return buildOrderResponse({
    record: record({
      status: "approved",
      order_id: "order_b2b_1",
      prepared_order: prepared(lines),
    }),
    order: order(
      [
        [1, "A-1", 3, 10],
        [2, "B<&>'2", 1, 4],
      ],
      { total: 40.46, taxTotal: 6.46 }
    ),
    issuedAt: ISSUED,
    filePrices: "net",
  })
}

function rejected(reason: string): OrderResponse {
  return buildOrderResponse({
    record: record({
      status: "rejected",
      rejection_reason: reason,
      prepared_order: prepared([fileLine(1, "A-1", 2, 10)]),
    }),
    order: null,
    issuedAt: ISSUED,
    filePrices: "net",
  })
}

const headerFailure = buildOrderResponse({
  record: record({
    status: "failed",
    external_order_number: null,
    errors: [
      {
        row: null,
        column: null,
        value: null,
        code: "PARSE_ERROR",
        message: "The file is not XML.",
      },
    ],
  }),
  order: null,
  issuedAt: ISSUED,
  filePrices: "net",
})

describe("UBL 2.1 OrderResponse (PEPPOL BIS Ordering 3.0)", () => {
  it("an order accepted with changes: CA, the lines' status codes, amounts in the currency, in the schema's order", () => {
    const xml = writeUblOrderResponse(changedOrder(), SELLER)
    expect(
      sequenceProblems(
        childTags(xml, ["OrderResponse"]),
        UBL_ROOT_SEQUENCE,
        UBL_REQUIRED
      )
    ).toEqual([])
    expect(
      sequenceProblems(
        childTags(xml, ["OrderResponse", "cac:OrderLine", "cac:LineItem"]),
        UBL_LINE_ITEM_SEQUENCE
      )
    ).toEqual([])
    const doc = readXml(xml).OrderResponse
    expect(doc["@_xmlns"]).toBe(
      "urn:oasis:names:specification:ubl:schema:xsd:OrderResponse-2"
    )
    expect(doc["cbc:CustomizationID"]).toBe(
      "urn:fdc:peppol.eu:poacc:trns:order_response:3"
    )
    expect(doc["cbc:OrderResponseCode"]).toBe("CA")
    expect(doc["cbc:SalesOrderID"]).toBe("order_b2b_1")
    expect(doc["cac:OrderReference"]["cbc:ID"]).toBe("PO-4711")
    expect(doc["cac:LegalMonetaryTotal"]["cbc:PayableAmount"]).toEqual({
      "#text": "40.46",
      "@_currencyID": "EUR",
    })
    const [first, second] = doc["cac:OrderLine"]
    expect(first["cac:LineItem"]).toMatchObject({
      "cbc:LineStatusCode": "3",
      "cbc:Quantity": { "#text": "3", "@_unitCode": "C62" },
    })
    expect(first["cac:LineItem"]["cbc:Note"]).toEqual([
      "Quantity 2 ordered, 3 confirmed.",
    ])
    expect(second["cac:LineItem"]["cbc:LineStatusCode"]).toBe("5")
    // Escaped in the text, read back as sent.
    expect(xml).toContain("B&lt;&amp;&gt;&apos;2")
    expect(
      second["cac:LineItem"]["cac:Item"]["cac:SellersItemIdentification"][
        "cbc:ID"
      ]
    ).toBe("B<&>'2")
  })

  it("a rejection carries the clerk's words, however hostile; an acknowledgement has no lines", () => {
    const xml = writeUblOrderResponse(rejected(HOSTILE), SELLER)
    const doc = readXml(xml).OrderResponse
    expect(doc["cbc:OrderResponseCode"]).toBe("RE")
    expect(doc["cbc:Note"][0]).toContain(`<b>&"'</b> ]]>`)
    expect(doc["cbc:Note"][0]).not.toContain("\u0007")
    expect(doc["cac:OrderLine"][0]["cac:LineItem"]["cbc:LineStatusCode"]).toBe(
      "7"
    )
    const ack = buildOrderResponse({
      record: record({
        status: "awaiting_approval",
        prepared_order: prepared([fileLine(1, "A-1", 2, 10)]),
      }),
      order: null,
      issuedAt: ISSUED,
      filePrices: "net",
    })
    const ackDoc = readXml(writeUblOrderResponse(ack, SELLER)).OrderResponse
    expect(ackDoc["cbc:OrderResponseCode"]).toBe("AB")
    expect(ackDoc["cac:OrderLine"]).toBeUndefined()
  })

  it("a file nobody could read: RE with the file's problem, the order number not available (NA)", () => {
    const xml = writeUblOrderResponse(headerFailure, SELLER)
    expect(
      sequenceProblems(
        childTags(xml, ["OrderResponse"]),
        UBL_ROOT_SEQUENCE,
        UBL_REQUIRED
      )
    ).toEqual([])
    const doc = readXml(xml).OrderResponse
    expect(doc["cac:OrderReference"]["cbc:ID"]).toBe("NA")
    expect(doc["cbc:Note"]).toContain("The file is not XML.")
  })
})

describe("openTRANS 2.1 ORDERRESPONSE", () => {
  it("an order accepted with changes: ORDER_ID, SUPPLIER_ORDER_ID, parties, items with confirmed quantity and price", () => {
    const xml = writeOpenTransOrderResponse(changedOrder(), SELLER)
    expect(
      sequenceProblems(
        childTags(xml, ["ORDERRESPONSE"]),
        OPENTRANS_ROOT_SEQUENCE,
        OPENTRANS_ROOT_SEQUENCE
      )
    ).toEqual([])
    const info = ["ORDERRESPONSE", "ORDERRESPONSE_HEADER", "ORDERRESPONSE_INFO"]
    expect(
      sequenceProblems(
        childTags(xml, info),
        OPENTRANS_INFO_SEQUENCE,
        OPENTRANS_INFO_REQUIRED
      )
    ).toEqual([])
    expect(
      sequenceProblems(
        childTags(xml, [
          "ORDERRESPONSE",
          "ORDERRESPONSE_ITEM_LIST",
          "ORDERRESPONSE_ITEM",
        ]),
        OPENTRANS_ITEM_SEQUENCE
      )
    ).toEqual([])
    const doc = readXml(xml).ORDERRESPONSE
    expect(doc).toMatchObject({
      "@_xmlns": "http://www.opentrans.org/XMLSchema/2.1",
      "@_version": "2.1",
    })
    const header = doc.ORDERRESPONSE_HEADER.ORDERRESPONSE_INFO
    expect(header).toMatchObject({
      ORDER_ID: "PO-4711",
      SUPPLIER_ORDER_ID: "order_b2b_1",
      "bmecat:CURRENCY": "EUR",
    })
    expect(header.ORDER_PARTIES_REFERENCE["bmecat:BUYER_IDREF"]["#text"]).toBe(
      "K-10001"
    )
    const [first] = doc.ORDERRESPONSE_ITEM_LIST.ORDERRESPONSE_ITEM
    expect(first).toMatchObject({
      LINE_ITEM_ID: "1",
      QUANTITY: "3",
      PRICE_LINE_AMOUNT: "30.00",
    })
    expect(first.REMARKS.map((r: any) => r["#text"])).toEqual([
      "Accepted with changes.",
      "Quantity 2 ordered, 3 confirmed.",
    ])
    expect(doc.ORDERRESPONSE_SUMMARY).toEqual({
      TOTAL_ITEM_NUM: "2",
      TOTAL_AMOUNT: "40.46",
    })
  })

  it("a rejection: quantity 0 per line and the clerk's hostile words, escaped", () => {
    const xml = writeOpenTransOrderResponse(rejected(HOSTILE), SELLER)
    const doc = readXml(xml).ORDERRESPONSE
    const [line] = doc.ORDERRESPONSE_ITEM_LIST.ORDERRESPONSE_ITEM
    expect(line.QUANTITY).toBe("0")
    expect(line.REMARKS[1]["#text"]).toContain(`<b>&"'</b>`)
    expect(
      doc.ORDERRESPONSE_HEADER.ORDERRESPONSE_INFO.REMARKS[0]["#text"]
    ).toContain("x".repeat(5000))
  })

  it("a file nobody could read: one rejected item for the whole order (the schema wants at least one), its reason in REMARKS", () => {
    const doc = readXml(
      writeOpenTransOrderResponse(headerFailure, SELLER)
    ).ORDERRESPONSE
    const items = doc.ORDERRESPONSE_ITEM_LIST.ORDERRESPONSE_ITEM
    expect(items).toHaveLength(1)
    expect(items[0].QUANTITY).toBe("0")
    expect(items[0].PRODUCT_ID["bmecat:DESCRIPTION_SHORT"]).toBe(
      "The whole order file"
    )
    expect(JSON.stringify(items[0].REMARKS)).toContain("The file is not XML.")
    expect(doc.ORDERRESPONSE_SUMMARY.TOTAL_ITEM_NUM).toBe("0")
  })
})
