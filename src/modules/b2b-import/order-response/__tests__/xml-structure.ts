import { XMLParser, XMLValidator } from "fast-xml-parser"

/**
 * A structural check of the XML responses, standing in for XSD validation
 * (no npm package ships the openTRANS 2.1 or UBL 2.1 OrderResponse schemas):
 * well-formed, required elements present, children in the order of the
 * schema's sequence, codes from their code lists. The sequences below are
 * written down from the standards' schemas.
 */

/** UBL-OrderResponse-2.1.xsd: the root's sequence (the part a response uses, in order). */
export const UBL_ROOT_SEQUENCE = [
  "cbc:UBLVersionID",
  "cbc:CustomizationID",
  "cbc:ProfileID",
  "cbc:ID",
  "cbc:SalesOrderID",
  "cbc:IssueDate",
  "cbc:IssueTime",
  "cbc:OrderResponseCode",
  "cbc:Note",
  "cbc:DocumentCurrencyCode",
  "cac:OrderReference",
  "cac:SellerSupplierParty",
  "cac:BuyerCustomerParty",
  "cac:TaxTotal",
  "cac:LegalMonetaryTotal",
  "cac:OrderLine",
]
export const UBL_REQUIRED = [
  "cbc:ID",
  "cbc:IssueDate",
  "cac:OrderReference",
  "cac:SellerSupplierParty",
  "cac:BuyerCustomerParty",
]
/** LineItemType's sequence (the part used). */
export const UBL_LINE_ITEM_SEQUENCE = [
  "cbc:ID",
  "cbc:Note",
  "cbc:LineStatusCode",
  "cbc:Quantity",
  "cbc:LineExtensionAmount",
  "cac:Price",
  "cac:Item",
]

/** openTRANS 2.1 ORDERRESPONSE. */
export const OPENTRANS_ROOT_SEQUENCE = [
  "ORDERRESPONSE_HEADER",
  "ORDERRESPONSE_ITEM_LIST",
  "ORDERRESPONSE_SUMMARY",
]
export const OPENTRANS_INFO_SEQUENCE = [
  "ORDER_ID",
  "ORDERRESPONSE_DATE",
  "SUPPLIER_ORDER_ID",
  "PARTIES",
  "ORDER_PARTIES_REFERENCE",
  "bmecat:CURRENCY",
  "REMARKS",
]
export const OPENTRANS_INFO_REQUIRED = [
  "ORDER_ID",
  "ORDERRESPONSE_DATE",
  "PARTIES",
  "ORDER_PARTIES_REFERENCE",
]
export const OPENTRANS_ITEM_SEQUENCE = [
  "LINE_ITEM_ID",
  "PRODUCT_ID",
  "QUANTITY",
  "bmecat:ORDER_UNIT",
  "PRODUCT_PRICE_FIX",
  "PRICE_LINE_AMOUNT",
  "REMARKS",
]

type Ordered = Record<string, unknown>[]

const ordered = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
})
const plain = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) =>
    [
      "cac:OrderLine",
      "cbc:Note",
      "ORDERRESPONSE_ITEM",
      "REMARKS",
      "PARTY",
    ].includes(name),
})

const tagOf = (node: Record<string, unknown>) =>
  Object.keys(node).find((k) => k !== ":@" && k !== "#text")!

/** The document as plain objects (attributes `@_name`, text `#text`). */
export function readXml(xml: string): Record<string, any> {
  const valid = XMLValidator.validate(xml)
  if (valid !== true)
    throw new Error(`not well-formed: ${JSON.stringify(valid)}`)
  return plain.parse(xml)
}

/** Children's tags of the element at `path` (first match at each step), in document order. */
export function childTags(xml: string, path: string[]): string[] {
  let nodes = ordered.parse(xml) as Ordered
  for (const step of path) {
    const found = nodes.find((n) => tagOf(n) === step)
    if (!found) throw new Error(`no ${step} in ${path.join("/")}`)
    nodes = found[step] as Ordered
  }
  return nodes.map(tagOf).filter((t) => t !== undefined)
}

/** Problems of the children against a sequence and the elements it requires (empty: conforms). */
export function sequenceProblems(
  tags: string[],
  sequence: string[],
  required: string[] = []
): string[] {
  const problems: string[] = []
  let at = 0
  for (const tag of tags) {
    const i = sequence.indexOf(tag)
    if (i < 0) problems.push(`${tag} is not in the sequence`)
    else if (i < at) problems.push(`${tag} stands after ${sequence[at]}`)
    else at = i
  }
  for (const r of required)
    if (!tags.includes(r)) problems.push(`${r} is missing`)
  return problems
}
