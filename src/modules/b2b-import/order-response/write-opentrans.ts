import { currencyDigits, netOfLine } from "./prices"
import type { OrderResponse, ResponseLine } from "./schema"
import { orderNumberOrNA, type ResponseSeller } from "./write-ubl"
import {
  optional,
  xmlAmount,
  xmlDecimal,
  xmlDocument,
  type XmlNode,
} from "./xml-text"

export const OPENTRANS_NAMESPACE = "http://www.opentrans.org/XMLSchema/2.1"
export const BMECAT_NAMESPACE = "http://www.bmecat.org/bmecat/2005"

/** How openTRANS, which has no line status code, says what became of a line: in a remark. */
const LINE_WORDS: Record<ResponseLine["status"], string> = {
  accepted: "Accepted as ordered.",
  changed: "Accepted with changes.",
  pending: "Awaiting the shop's approval.",
  rejected: "Not accepted.",
}

const remarks = (texts: string[]) =>
  texts.filter(Boolean).map((t) => ({ "#text": t, "@_type": "orderresponse" }))

/** The item's ids: the shop's SKU (SUPPLIER_PID), its GTIN (INTERNATIONAL_PID); a line with neither is named by its place in the file. */
function productId(line: ResponseLine): XmlNode {
  if (!line.sku && !line.gtin)
    return {
      "bmecat:DESCRIPTION_SHORT":
        line.title ?? `Line ${line.row ?? line.lineNumber} of the order file`,
    }
  return {
    "bmecat:SUPPLIER_PID": optional(line.sku, (sku) => ({
      "#text": sku,
      "@_type": "supplier_specific",
    })),
    "bmecat:INTERNATIONAL_PID": optional(line.gtin, (gtin) => ({
      "#text": gtin,
      "@_type": "gtin",
    })),
  }
}

function item(line: ResponseLine, digits: number): XmlNode {
  // openTRANS prices (PRODUCT_PRICE_FIX, PRICE_LINE_AMOUNT) are net.
  const net = netOfLine(line, digits)
  return {
    LINE_ITEM_ID: String(line.lineNumber),
    PRODUCT_ID: productId(line),
    QUANTITY: xmlDecimal(line.confirmedQuantity ?? 0),
    "bmecat:ORDER_UNIT": "C62",
    PRODUCT_PRICE_FIX: optional(net.unitPrice, (p) => ({
      "bmecat:PRICE_AMOUNT": xmlDecimal(p),
    })),
    PRICE_LINE_AMOUNT: optional(net.amount, xmlAmount),
    REMARKS: remarks([
      LINE_WORDS[line.status],
      ...line.changes.map((c) => c.message),
      ...line.problems.map((p) => p.message),
    ]),
  }
}

/**
 * openTRANS requires at least one ORDERRESPONSE_ITEM: a file nobody could
 * read into lines is answered with one rejected item standing for the whole
 * order, its reasons in REMARKS (the summary still counts 0 items).
 */
function wholeOrderLine(response: OrderResponse): ResponseLine {
  return {
    lineNumber: 1,
    row: null,
    sku: null,
    gtin: null,
    title: "The whole order file",
    status: "rejected",
    orderedQuantity: null,
    confirmedQuantity: 0,
    orderedUnitPrice: null,
    confirmedUnitPrice: null,
    taxInclusive: null,
    taxRate: null,
    lineAmount: null,
    changes: [],
    problems: response.problems,
  }
}

/**
 * An openTRANS 2.1 ORDERRESPONSE: the buyer's ORDER_ID, the shop's order as
 * SUPPLIER_ORDER_ID, buyer and supplier parties, the reasons as REMARKS, an
 * ORDERRESPONSE_ITEM per line with the confirmed quantity (0 for a rejected
 * line) and price, and the summary's item count and total.
 */
export function writeOpenTransOrderResponse(
  response: OrderResponse,
  seller: ResponseSeller
): string {
  const buyerId =
    response.buyer.number ?? response.buyer.email ?? "unknown buyer"
  const { totals } = response
  return xmlDocument({
    ORDERRESPONSE: {
      "@_xmlns": OPENTRANS_NAMESPACE,
      "@_xmlns:bmecat": BMECAT_NAMESPACE,
      "@_version": "2.1",
      ORDERRESPONSE_HEADER: {
        ORDERRESPONSE_INFO: {
          ORDER_ID: orderNumberOrNA(response),
          ORDERRESPONSE_DATE: response.issuedAt,
          SUPPLIER_ORDER_ID: optional(response.orderId, (id) => id),
          PARTIES: {
            PARTY: [
              {
                "bmecat:PARTY_ID": {
                  "#text": buyerId,
                  "@_type": "buyer_specific",
                },
                PARTY_ROLE: "buyer",
              },
              {
                "bmecat:PARTY_ID": {
                  "#text": seller.id,
                  "@_type": "supplier_specific",
                },
                PARTY_ROLE: "supplier",
                ADDRESS: { "bmecat:NAME": seller.name },
              },
            ],
          },
          ORDER_PARTIES_REFERENCE: {
            "bmecat:BUYER_IDREF": {
              "#text": buyerId,
              "@_type": "buyer_specific",
            },
            "bmecat:SUPPLIER_IDREF": {
              "#text": seller.id,
              "@_type": "supplier_specific",
            },
          },
          "bmecat:CURRENCY": optional(response.currency, (c) => c),
          REMARKS: remarks([
            response.reason ?? "",
            ...response.problems.map((p) => p.message),
          ]),
        },
      },
      ORDERRESPONSE_ITEM_LIST: {
        ORDERRESPONSE_ITEM: (response.lines.length
          ? response.lines
          : [wholeOrderLine(response)]
        ).map((l) => item(l, currencyDigits(response.currency))),
      },
      ORDERRESPONSE_SUMMARY: {
        TOTAL_ITEM_NUM: String(response.lines.length),
        TOTAL_AMOUNT: optional(totals.total ?? totals.lineAmount, xmlAmount),
      },
    },
  })
}
