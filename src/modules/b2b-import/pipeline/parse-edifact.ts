import { orderMessage } from "./edifact-envelope"
import { orderTree } from "./edifact-orders"
import { splitSegments } from "./edifact-syntax"
import { decodeInterchange } from "./edifact-una"
import type { AddressField, MappingTarget } from "../types"
import {
  FileProblem,
  type MappingRule,
  type ParseOptions,
  type ParsedFile,
} from "./types"

/**
 * UN/EDIFACT ORDERS (D.96A and D.01B, the EANCOM subset) as a tree, which
 * field mappings point at (paths in the syntax of source-path.ts):
 *
 *   ORDERS.messageReference      UNH 0062
 *   ORDERS.number                BGM C106 1004: the order number
 *   ORDERS.documentType          BGM C002 1001 (220 = order)
 *   ORDERS.messageFunction       BGM 1225 (9 = original; 1, 3 = withdrawals: refused)
 *   ORDERS.date                  DTM+137 (order date), yyyy-MM-dd
 *   ORDERS.deliveryDate          DTM+2 (requested delivery), else DTM+64 (earliest)
 *   ORDERS.dates.<qualifier>     every header DTM (formats 102, 203, 204, 205, 718, 101 → yyyy-MM-dd)
 *   ORDERS.currency              CUX C504 6345 (EUR)
 *   ORDERS.note                  the header's FTX texts, one per line
 *   ORDERS.references.<qual>     header RFF (ON = order number, CT = contract, …)
 *   ORDERS.amounts.<qual>        header and summary MOA
 *   ORDERS.parties.<qualifier>   NAD by party (BY buyer, DP delivery, IV invoicee, SU supplier, …):
 *       id, idAgency, gln (id when its agency is 9), name, street, street2, city,
 *       province, postalCode, countryCode, contact (CTA), phone, email, fax (COM),
 *       references.<qual> (RFF in the NAD group: VA = VAT number, …)
 *   ORDERS.lines[]               one per LIN:
 *       number (LIN 1082), gtin (item number of type EN/SRV/UP in LIN or PIA),
 *       supplierNumber (SA), buyerNumber (IN/BP), manufacturerNumber (MF),
 *       description (IMD texts), quantity and unit (QTY+21), quantities.<qual>,
 *       price (PRI+AAA net, else AAB; divided by its unit price basis),
 *       prices.<qual>, deliveryDate (DTM+2, else 64), dates.<qual>, note (FTX),
 *       references.<qual> (RFF), amounts.<qual> (MOA), parties.<qual> (NAD)
 *
 * All values are text; numbers have "." as decimal mark whatever the UNA
 * names (the format's trait pointDecimals). Absent values are absent keys.
 */

type TreeFile = Extract<ParsedFile, { kind: "tree" }>

/** Segments a file may hold per allowed order line (an EANCOM line has 5 to 20), plus the header's and summary's. */
const SEGMENTS_PER_LINE = 50
const HEADER_SEGMENTS = 1_000

/** Reads an EDIFACT ORDERS interchange into a tree; the envelope, counts and references are checked on the way. */
export function parseEdifact(buf: Buffer, opts: ParseOptions): TreeFile {
  const { text, separators, start } = decodeInterchange(buf)
  if (!text.trim())
    throw new FileProblem(
      "FILE_EMPTY",
      "The file is empty. Export the order again and upload the file with its content."
    )
  const maxSegments = opts.maxLines * SEGMENTS_PER_LINE + HEADER_SEGMENTS
  const { segments, tail } = splitSegments(text, separators, start, maxSegments)
  const message = orderMessage(segments, tail)
  const { order, rows } = orderTree(message, opts.maxLines)
  return { kind: "tree", root: { ORDERS: order }, places: { rows } }
}

const rule = (
  source: string,
  target: MappingTarget,
  required = false
): MappingRule => ({ source, target, transform: null, required })

/** A NAD party's fields → an order address's. */
const ADDRESS_FIELDS: [string, AddressField][] = [
  ["name", "company"],
  ["street", "address1"],
  ["street2", "address2"],
  ["postalCode", "postalCode"],
  ["city", "city"],
  ["province", "province"],
  ["countryCode", "countryCode"],
  ["phone", "phone"],
]
const partyAddress = (kind: "shipping" | "billing", qualifier: string) =>
  ADDRESS_FIELDS.map(([field, target]) =>
    rule(`ORDERS.parties.${qualifier}.${field}`, `${kind}.${target}`)
  )

/**
 * The mappings an EDIFACT profile uses when it has none of its own. The
 * customer is the buyer's GLN (NAD+BY), found through the customer field the
 * profile names. A line's SKU is the supplier's article number (PIA …:SA), or
 * else its GTIN (the first rule that gives a value wins; the catalogue finds a
 * GTIN by the variant's EAN).
 */
export const DEFAULT_EDIFACT_MAPPINGS: MappingRule[] = [
  rule("ORDERS.number", "order.externalNumber"),
  rule("ORDERS.parties.BY.gln", "customer.number"),
  rule("ORDERS.parties.BY.id", "customer.number"),
  rule("ORDERS.deliveryDate", "order.requestedDate"),
  rule("ORDERS.note", "order.note"),
  ...partyAddress("shipping", "DP"),
  ...partyAddress("billing", "IV"),
  rule("ORDERS.lines[].supplierNumber", "line.sku", true),
  rule("ORDERS.lines[].gtin", "line.sku", true),
  rule("ORDERS.lines[].quantity", "line.quantity", true),
  rule("ORDERS.lines[].price", "line.unitPrice"),
  rule("ORDERS.lines[].note", "line.note"),
]
