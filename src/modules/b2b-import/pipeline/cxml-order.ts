import type { AddressField, MappingTarget } from "../types"
import {
  FileProblem,
  type MappingRule,
  type ParseOptions,
  type ParsedFile,
} from "./types"
import { elementOf, readXmlDocument } from "./xml-document"

/**
 * cXML 1.2 OrderRequest as SAP Ariba, Coupa and other procurement systems
 * send it: values mostly in attributes (`orderID`, `quantity`,
 * `isoCountryCode`: read as `@_name`), the buyer named by the Credential of
 * the Header's From (its network id), always with a DOCTYPE naming the cXML
 * DTD (accepted, never resolved: xml-prolog.ts).
 */

const rule = (
  source: string,
  target: MappingTarget,
  required = false
): MappingRule => ({ source, target, transform: null, required })

/** Elements that may repeat in a PostalAddress; always lists, so `Street.1` is the second line whether or not there is one. */
const LIST_TAGS = ["Street", "DeliverTo"]

/** A cXML Address's elements → the order address's fields. */
const ADDRESS_ELEMENTS: [string, AddressField][] = [
  ["Name", "company"],
  ["PostalAddress.DeliverTo.0", "lastName"],
  ["PostalAddress.Street.0", "address1"],
  ["PostalAddress.Street.1", "address2"],
  ["PostalAddress.PostalCode", "postalCode"],
  ["PostalAddress.City", "city"],
  ["PostalAddress.State", "province"],
  ["PostalAddress.Country.@_isoCountryCode", "countryCode"],
]

const address = (kind: "shipping" | "billing", at: string) =>
  ADDRESS_ELEMENTS.map(([element, field]) =>
    rule(`${at}.${element}`, `${kind}.${field}`)
  )

const ORDER = "cXML.Request.OrderRequest"
const HEADER = `${ORDER}.OrderRequestHeader`
const FROM = "cXML.Header.From"
const LINE = `${ORDER}.ItemOut[]`

/**
 * The mappings a cXML profile uses when it has none of its own. The
 * customer is the buyer's network id (the From Credential of domain
 * NetworkID, else the first Credential). No requested date: cXML gives one
 * per line (ItemOut requestedDeliveryDate) as a date with time and zone.
 */
export const DEFAULT_CXML_MAPPINGS: MappingRule[] = [
  rule(`${HEADER}.@_orderID`, "order.externalNumber"),
  rule(`${HEADER}.Comments`, "order.note"),
  rule(`${FROM}.Credential[@_domain=NetworkID].Identity`, "customer.number"),
  rule(`${FROM}.Credential.Identity`, "customer.number"),
  rule(`${HEADER}.Contact[@_role=buyer].Email`, "customer.email"),
  ...address("shipping", `${HEADER}.ShipTo.Address`),
  ...address("billing", `${HEADER}.BillTo.Address`),
  rule(`${LINE}.ItemID.SupplierPartID`, "line.sku", true),
  rule(`${LINE}.@_quantity`, "line.quantity", true),
  rule(`${LINE}.ItemDetail.UnitPrice.Money`, "line.unitPrice"),
  rule(`${LINE}.Comments`, "line.note"),
]

/** What a cXML document holds instead of an order, in words: "a PunchOutSetupRequest", "a Response". */
function whatItHolds(cxml: Record<string, unknown> | undefined): string {
  const request = elementOf(cxml?.Request)
  const kind = request
    ? Object.keys(request).find((key) => !key.startsWith("@_"))
    : undefined
  if (kind === "OrderRequest") return "an empty OrderRequest"
  if (kind) return `${/^[AEIOU]/i.test(kind) ? "an" : "a"} ${kind}`
  if (cxml?.Response !== undefined) return "a Response"
  if (cxml?.Message !== undefined) return "a Message"
  return "no request"
}

/** Reads a cXML 1.2 OrderRequest into a tree; other cXML documents (a PunchOutSetupRequest, a ConfirmationRequest) and other XML are refused. */
export function parseCxml(
  buf: Buffer,
  opts: ParseOptions,
  arrayPaths: string[]
): Extract<ParsedFile, { kind: "tree" }> {
  const { root, rootName } = readXmlDocument(buf, opts, arrayPaths, {
    name: "cXML OrderRequest",
    listTags: LIST_TAGS,
  })
  if (rootName !== "cXML") {
    throw new FileProblem(
      "PARSE_ERROR",
      `This is not a cXML document (root element <${rootName ?? "none"}>); a cXML order is a <cXML> holding a Request with an OrderRequest. ` +
        `Check that the file was uploaded to the import profile of its format.`
    )
  }
  const cxml = elementOf(root.cXML)
  if (elementOf(elementOf(cxml?.Request)?.OrderRequest) === undefined) {
    throw new FileProblem(
      "PARSE_ERROR",
      `This cXML document holds ${whatItHolds(cxml)}, not an order (OrderRequest); the import reads orders only. ` +
        `Ask the sender for the order itself (cXML OrderRequest).`
    )
  }
  assertNewOrder(elementOf(elementOf(cxml?.Request)?.OrderRequest))
  return { kind: "tree", root }
}

/** What an OrderRequest's `type` other than "new" asks for (cXML 1.2: update replaces an order, delete cancels it). */
const CHANGES: Record<string, string> = {
  update: "a change of",
  delete: "a cancellation of",
}

/** Refuses an OrderRequest that changes or cancels an order: importing it would place the order again. */
function assertNewOrder(request: Record<string, unknown> | undefined) {
  const header = elementOf(request?.OrderRequestHeader)
  const type = String(header?.["@_type"] ?? "new")
    .trim()
    .toLowerCase()
  if (type === "new") return
  const id = String(header?.["@_orderID"] ?? "(no order id)")
  throw new FileProblem(
    "PARSE_ERROR",
    `This cXML OrderRequest is ${CHANGES[type] ?? `a request of type "${type}" for`} order ${id} (OrderRequestHeader type="${type}"), not a new order; ` +
      `the import places new orders only. Change or cancel the order in the shop instead.`
  )
}
