import { currencyDigits, netOfLine } from "./prices"
import type { OrderResponse, ResponseDecision, ResponseLine } from "./schema"
import {
  optional,
  xmlAmount,
  xmlDecimal,
  xmlDocument,
  type XmlNode,
} from "./xml-text"

/** The shop as the seller the XML responses name. */
export type ResponseSeller = { id: string; name: string }

/** PEPPOL BIS Ordering 3.0, transaction "Order Response" (T76). */
export const UBL_CUSTOMIZATION = "urn:fdc:peppol.eu:poacc:trns:order_response:3"
export const UBL_PROFILE = "urn:fdc:peppol.eu:poacc:bis:ordering:3"

/** OrderResponseCode (UNCL 4343 as PEPPOL uses it): accepted, conditionally accepted (changes), acknowledged, rejected. */
export const UBL_RESPONSE_CODE: Record<ResponseDecision, string> = {
  accepted: "AP",
  accepted_with_changes: "CA",
  acknowledged: "AB",
  rejected: "RE",
}

/** LineStatusCode (UNCL 1229): 5 accepted without amendment, 3 changed, 7 not accepted. */
export const UBL_LINE_STATUS: Record<
  Exclude<ResponseLine["status"], "pending">,
  string
> = { accepted: "5", changed: "3", rejected: "7" }

/** The order number a document must name even when the file gave none ("NA": not available). */
export const orderNumberOrNA = (response: OrderResponse) =>
  response.externalOrderNumber?.trim() || "NA"

function money(value: number | null, currency: string | null) {
  return value === null || !currency
    ? undefined
    : { "#text": xmlAmount(value), "@_currencyID": currency }
}

function orderLine(line: ResponseLine, currency: string | null): XmlNode {
  const notes = [
    ...line.changes.map((c) => c.message),
    ...line.problems.map((p) => p.message),
  ]
  const status = line.status === "pending" ? undefined : line.status
  // PEPPOL's PriceAmount and LineExtensionAmount are net of VAT.
  const net = netOfLine(line, currencyDigits(currency))
  return {
    "cac:LineItem": {
      "cbc:ID": String(line.lineNumber),
      "cbc:Note": notes.length ? notes : undefined,
      "cbc:LineStatusCode": optional(status, (s) => UBL_LINE_STATUS[s]),
      "cbc:Quantity": optional(line.confirmedQuantity, (q) => ({
        "#text": xmlDecimal(q),
        "@_unitCode": "C62",
      })),
      "cbc:LineExtensionAmount": money(net.amount, currency),
      "cac:Price": optional(
        net.unitPrice !== null && currency ? net.unitPrice : null,
        (p) => ({
          "cbc:PriceAmount": {
            "#text": xmlDecimal(p),
            "@_currencyID": currency!,
          },
        })
      ),
      "cac:Item": {
        "cbc:Name": optional(line.title, (t) => t),
        "cac:SellersItemIdentification": optional(line.sku, (sku) => ({
          "cbc:ID": sku,
        })),
        // A GTIN in GS1's scheme (ISO 6523 ICD 0160), as PEPPOL identifies items.
        "cac:StandardItemIdentification": optional(line.gtin, (gtin) => ({
          "cbc:ID": { "#text": gtin, "@_schemeID": "0160" },
        })),
      },
    },
    "cac:OrderLineReference": optional(line.row, (row) => ({
      "cbc:LineID": String(row),
    })),
  }
}

/**
 * A UBL 2.1 OrderResponse after PEPPOL BIS Ordering 3.0 (elements in the
 * order of UBL-OrderResponse-2.1.xsd): the response code, the buyer's order
 * in OrderReference, the shop's order as SalesOrderID, reasons as Note, and
 * an OrderLine per line with its LineStatusCode, except for an
 * acknowledgement (AB), which PEPPOL sends without lines.
 */
export function writeUblOrderResponse(
  response: OrderResponse,
  seller: ResponseSeller
): string {
  const { currency, totals } = response
  const notes = [
    response.reason ?? "",
    ...response.problems.map((p) => p.message),
  ].filter(Boolean)
  const lines =
    response.decision === "acknowledged"
      ? []
      : response.lines.map((l) => orderLine(l, currency))
  const payable = totals.total ?? totals.lineAmount
  return xmlDocument({
    OrderResponse: {
      "@_xmlns": "urn:oasis:names:specification:ubl:schema:xsd:OrderResponse-2",
      "@_xmlns:cac":
        "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
      "@_xmlns:cbc":
        "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
      "cbc:CustomizationID": UBL_CUSTOMIZATION,
      "cbc:ProfileID": UBL_PROFILE,
      "cbc:ID": response.recordId,
      "cbc:SalesOrderID": optional(response.orderId, (id) => id),
      "cbc:IssueDate": response.issuedAt.slice(0, 10),
      "cbc:IssueTime": response.issuedAt.slice(11, 19),
      "cbc:OrderResponseCode": UBL_RESPONSE_CODE[response.decision],
      "cbc:Note": notes.length ? notes : undefined,
      "cbc:DocumentCurrencyCode": optional(currency, (c) => c),
      "cac:OrderReference": { "cbc:ID": orderNumberOrNA(response) },
      "cac:SellerSupplierParty": {
        "cac:Party": {
          "cac:PartyIdentification": { "cbc:ID": seller.id },
          "cac:PartyName": { "cbc:Name": seller.name },
        },
      },
      "cac:BuyerCustomerParty": {
        "cac:Party": {
          "cac:PartyIdentification": optional(response.buyer.number, (n) => ({
            "cbc:ID": n,
          })),
          "cac:Contact": optional(response.buyer.email, (e) => ({
            "cbc:ElectronicMail": e,
          })),
        },
      },
      "cac:TaxTotal": optional(money(totals.taxTotal, currency), (tax) => ({
        "cbc:TaxAmount": tax,
      })),
      "cac:LegalMonetaryTotal": optional(money(payable, currency), (p) => ({
        "cbc:LineExtensionAmount": money(totals.lineAmount, currency),
        "cbc:PayableAmount": p,
      })),
      "cac:OrderLine": lines.length ? lines : undefined,
    },
  })
}
