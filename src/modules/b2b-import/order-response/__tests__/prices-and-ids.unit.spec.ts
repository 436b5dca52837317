import { splitSegments } from "../../pipeline/edifact-syntax"
import { decodeInterchange } from "../../pipeline/edifact-una"
import { buildOrderResponse } from "../build-response"
import { writeEdifactOrderResponse } from "../write-edifact"
import { writeOpenTransOrderResponse } from "../write-opentrans"
import { writeUblOrderResponse } from "../write-ubl"
import { fileLine, ISSUED, order, prepared, record } from "./response-fixtures"
import { readXml } from "./xml-structure"

const SELLER = { id: "store_01", name: "Demo Shop" }

/** The segments of an ORDRSP as [tag, ...elements joined by ":"]. */
function segmentsOf(text: string) {
  const {
    text: decoded,
    separators,
    start,
  } = decodeInterchange(Buffer.from(text, "latin1"))
  return splitSegments(decoded, separators, start, 10_000).segments.map((s) => [
    s.tag,
    ...s.elements.map((e) => e.join(":")),
  ])
}

/** The demo EDIFACT order: net file prices (0.35) against the catalogue's gross 0.42 at 19 % tax. */
function grossCatalogue(
  fileNet: number[],
  opts: { currency?: string; taxTotal?: number } = {}
) {
  const lines = fileNet.map((price, i) =>
    fileLine(i + 1, `SKU-${i + 1}`, 10, price)
  )
  const shop = order(
    lines.map((l) => [l.row, l.sku, 10, 0.42]),
    { taxTotal: opts.taxTotal ?? 15.55126050420168, total: 97.71999999 }
  )
  shop.currencyCode = opts.currency ?? "eur"
  for (const item of shop.items) {
    item.taxInclusive = true
    item.taxRate = 19
  }
  return buildOrderResponse({
    record: record({
      status: "approved",
      order_id: "order_b2b_1",
      prepared_order: prepared(lines),
    }),
    order: shop,
    issuedAt: ISSUED,
    filePrices: "net",
  })
}

describe("order response prices on the file's basis", () => {
  it("net file prices against gross shop prices of the same price: accepted, net PRI+AAA, no change", () => {
    const response = grossCatalogue([0.35, 0.35, 0.35])
    expect(response.decision).toBe("accepted")
    expect(
      response.lines.map((l) => [
        l.status,
        l.confirmedUnitPrice,
        l.taxInclusive,
      ])
    ).toEqual([
      ["accepted", 0.3529, false],
      ["accepted", 0.3529, false],
      ["accepted", 0.3529, false],
    ])
    expect(response.lines.every((l) => l.changes.length === 0)).toBe(true)
    expect(response.lines[0].lineAmount).toBe(3.53)
    const segments = segmentsOf(writeEdifactOrderResponse(response))
    expect(segments.find((s) => s[0] === "BGM")![3]).toBe("29")
    expect(segments.filter((s) => s[0] === "LIN").map((s) => s[2])).toEqual([
      "5",
      "5",
      "5",
    ])
    expect(segments.filter((s) => s[0] === "PRI").map((s) => s[1])).toEqual([
      "AAA:0.3529",
      "AAA:0.3529",
      "AAA:0.3529",
    ])
  })

  it("money is rounded to the currency's decimals: tax 15.55126… is 15.55 in JSON and EDIFACT; JPY has none", () => {
    const response = grossCatalogue([0.35])
    expect(response.totals).toMatchObject({ taxTotal: 15.55, total: 97.72 })
    const moa = segmentsOf(writeEdifactOrderResponse(response)).filter(
      (s) => s[0] === "MOA"
    )
    expect(moa.map((s) => s[1])).toContain("124:15.55")
    const yen = grossCatalogue([35], { currency: "jpy", taxTotal: 15.5 })
    expect(yen.totals.taxTotal).toBe(16)
    expect(yen.lines[0].confirmedUnitPrice).toBe(0.35)
  })

  it("a price change counts beyond half a cent only, and says both prices on the file's basis", () => {
    // 0.42 gross at 19 % is 0.35294 net: 0.348 is within half a cent, 0.34 and 0.36 are not.
    const response = grossCatalogue([0.348, 0.34, 0.36])
    expect(response.lines.map((l) => l.status)).toEqual([
      "accepted",
      "changed",
      "changed",
    ])
    expect(response.decision).toBe("accepted_with_changes")
    expect(response.lines[1].changes).toEqual([
      {
        field: "unitPrice",
        before: 0.34,
        after: 0.3529,
        message: "Unit price 0.34 ordered, 0.3529 confirmed (net).",
      },
    ])
  })

  it("UBL and openTRANS state net prices: PriceAmount and PRODUCT_PRICE_FIX of a gross line without tax", () => {
    const lines = [fileLine(1, "A-1", 10, 4.2)]
    const shop = order([[1, "A-1", 10, 4.998]], {
      taxTotal: 7.98,
      total: 49.98,
    })
    shop.items[0].taxInclusive = true
    shop.items[0].taxRate = 19
    const response = buildOrderResponse({
      record: record({
        status: "approved",
        order_id: "o",
        prepared_order: prepared(lines),
      }),
      order: shop,
      issuedAt: ISSUED,
      filePrices: "gross",
    })
    // The file's basis is gross here: the JSON keeps it, the XML standards are net.
    expect(response.lines[0]).toMatchObject({
      confirmedUnitPrice: 4.998,
      taxInclusive: true,
      status: "changed",
    })
    const ubl = readXml(writeUblOrderResponse(response, SELLER)).OrderResponse
    const ublLine = ubl["cac:OrderLine"][0]["cac:LineItem"]
    expect(ublLine["cac:Price"]["cbc:PriceAmount"]["#text"]).toBe("4.2")
    expect(ublLine["cbc:LineExtensionAmount"]["#text"]).toBe("42.00")
    const ot = readXml(
      writeOpenTransOrderResponse(response, SELLER)
    ).ORDERRESPONSE
    const item = ot.ORDERRESPONSE_ITEM_LIST.ORDERRESPONSE_ITEM[0]
    expect(item.PRODUCT_PRICE_FIX["bmecat:PRICE_AMOUNT"]).toBe("4.2")
    expect(item.PRICE_LINE_AMOUNT).toBe("42.00")
  })
})

describe("order response item ids: GTIN and the shop's SKU", () => {
  const GTIN = "4001005000001"

  it("a pending line named by GTIN: LIN …:SRV without PIA, openTRANS INTERNATIONAL_PID gtin", () => {
    const response = buildOrderResponse({
      record: record({
        status: "awaiting_approval",
        prepared_order: prepared([fileLine(1, GTIN, 3, null)]),
      }),
      order: null,
      issuedAt: ISSUED,
      filePrices: "net",
    })
    expect(response.lines[0]).toMatchObject({ gtin: GTIN, sku: null })
    const segments = segmentsOf(writeEdifactOrderResponse(response))
    expect(segments.find((s) => s[0] === "LIN")).toEqual([
      "LIN",
      "1",
      "",
      `${GTIN}:SRV`,
    ])
    expect(segments.some((s) => s[0] === "PIA")).toBe(false)
    const ot = readXml(
      writeOpenTransOrderResponse(response, SELLER)
    ).ORDERRESPONSE
    const id = ot.ORDERRESPONSE_ITEM_LIST.ORDERRESPONSE_ITEM[0].PRODUCT_ID
    expect(id["bmecat:INTERNATIONAL_PID"]).toEqual({
      "#text": GTIN,
      "@_type": "gtin",
    })
    expect(id["bmecat:SUPPLIER_PID"]).toBeUndefined()
  })

  it("an approved line named by GTIN: the GTIN in LIN, the shop's SKU in PIA :SA; UBL has both ids", () => {
    const response = buildOrderResponse({
      record: record({
        status: "approved",
        order_id: "o",
        prepared_order: prepared([fileLine(1, GTIN, 3, 10)]),
      }),
      order: order([[1, "SW-10001", 3, 10]]),
      issuedAt: ISSUED,
      filePrices: "net",
    })
    const segments = segmentsOf(writeEdifactOrderResponse(response))
    expect(segments.find((s) => s[0] === "LIN")).toEqual([
      "LIN",
      "1",
      "5",
      `${GTIN}:SRV`,
    ])
    expect(segments.find((s) => s[0] === "PIA")).toEqual([
      "PIA",
      "1",
      "SW-10001:SA",
    ])
    const ubl = readXml(writeUblOrderResponse(response, SELLER)).OrderResponse
    const item = ubl["cac:OrderLine"][0]["cac:LineItem"]["cac:Item"]
    expect(item["cac:SellersItemIdentification"]["cbc:ID"]).toBe("SW-10001")
    expect(item["cac:StandardItemIdentification"]["cbc:ID"]).toEqual({
      "#text": GTIN,
      "@_schemeID": "0160",
    })
  })
})
