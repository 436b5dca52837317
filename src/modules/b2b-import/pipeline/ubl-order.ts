import { pricesPerUnit } from "./ubl-prices"
import type { AddressField, MappingTarget } from "../types"
import {
  FileProblem,
  type MappingRule,
  type ParseOptions,
  type ParsedFile,
} from "./types"
import { readXmlDocument } from "./xml-document"

/**
 * UBL 2.1 Order as PEPPOL BIS Ordering 3.0 sends it: `cac:` aggregates and
 * `cbc:` values (prefixes dropped on reading), amounts and quantities with
 * attributes (`currencyID`, `unitCode`: their text is read), parties
 * identified by an EndpointID (schemeID 0088: a GLN) or PartyIdentification.
 */

const ORDER_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:Order-2"

const rule = (
  source: string,
  target: MappingTarget,
  required = false
): MappingRule => ({ source, target, transform: null, required })

/** A UBL address's elements → the order address's fields. */
const ADDRESS_ELEMENTS: [string, AddressField][] = [
  ["StreetName", "address1"],
  ["AdditionalStreetName", "address2"],
  ["PostalZone", "postalCode"],
  ["CityName", "city"],
  ["CountrySubentity", "province"],
  ["Country.IdentificationCode", "countryCode"],
]

const address = (kind: "shipping" | "billing", at: string) =>
  ADDRESS_ELEMENTS.map(([element, field]) =>
    rule(`${at}.${element}`, `${kind}.${field}`)
  )

const DELIVERY = "Order.Delivery"
const BUYER = "Order.BuyerCustomerParty.Party"
const ACCOUNTING = "Order.AccountingCustomerParty.Party"
const LINE = "Order.OrderLine[]"
const ITEM = `${LINE}.LineItem.Item`

/**
 * The mappings a UBL profile uses when it has none of its own. With several
 * mappings on one field the first that gives a value wins: the buyer's
 * EndpointID before its PartyIdentification, the seller's article number
 * before the GTIN (StandardItemIdentification; the catalogue finds a variant
 * by its EAN). A Price per BaseQuantity (per 100 pieces) is read per unit (ubl-prices.ts).
 */
export const DEFAULT_UBL_MAPPINGS: MappingRule[] = [
  rule("Order.ID", "order.externalNumber"),
  rule("Order.Note", "order.note"),
  rule(`${DELIVERY}.RequestedDeliveryPeriod.StartDate`, "order.requestedDate"),
  rule(`${DELIVERY}.RequestedDeliveryPeriod.EndDate`, "order.requestedDate"),
  rule(`${BUYER}.EndpointID`, "customer.number"),
  rule(`${BUYER}.PartyIdentification.ID`, "customer.number"),
  rule(`${BUYER}.Contact.ElectronicMail`, "customer.email"),
  rule(`${DELIVERY}.DeliveryParty.PartyName.Name`, "shipping.company"),
  rule(`${DELIVERY}.DeliveryParty.Contact.Name`, "shipping.lastName"),
  rule(`${DELIVERY}.DeliveryParty.Contact.Telephone`, "shipping.phone"),
  ...address("shipping", `${DELIVERY}.DeliveryLocation.Address`),
  rule(`${ACCOUNTING}.PartyName.Name`, "billing.company"),
  rule(`${ACCOUNTING}.PartyLegalEntity.RegistrationName`, "billing.company"),
  rule(`${ACCOUNTING}.Contact.Name`, "billing.lastName"),
  rule(`${ACCOUNTING}.Contact.Telephone`, "billing.phone"),
  ...address("billing", `${ACCOUNTING}.PostalAddress`),
  rule(`${ITEM}.SellersItemIdentification.ID`, "line.sku", true),
  rule(`${ITEM}.StandardItemIdentification.ID`, "line.sku", true),
  rule(`${LINE}.LineItem.Quantity`, "line.quantity", true),
  rule(`${LINE}.LineItem.Price.PriceAmount`, "line.unitPrice"),
  rule(`${LINE}.Note`, "line.note"),
  rule(`${LINE}.LineItem.Note`, "line.note"),
]

/** Reads a UBL 2.1 Order (PEPPOL BIS Ordering 3.0) into a tree; other UBL documents (an Invoice) and other XML are refused. */
export function parseUbl(
  buf: Buffer,
  opts: ParseOptions,
  arrayPaths: string[]
): Extract<ParsedFile, { kind: "tree" }> {
  const { root, rootName, rootNamespace } = readXmlDocument(
    buf,
    opts,
    arrayPaths,
    { name: "UBL Order" }
  )
  // Without a namespace it may still be a UBL Order written by hand; with another one it is something else.
  const foreign =
    rootNamespace !== undefined && rootNamespace !== ORDER_NAMESPACE
  if (rootName !== "Order" || foreign) {
    const where =
      rootName === "Order" ? ` in the namespace ${rootNamespace}` : ""
    throw new FileProblem(
      "PARSE_ERROR",
      `This is not a UBL Order document (root element <${rootName ?? "none"}>${where}); ` +
        `a PEPPOL order is an <Order> in the namespace ${ORDER_NAMESPACE}. ` +
        `Check that the file was uploaded to the import profile of its format.`
    )
  }
  pricesPerUnit(root)
  return { kind: "tree", root }
}
