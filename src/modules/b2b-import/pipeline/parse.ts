import { parseCsvBuffer } from "./parse-csv"
import { DEFAULT_EDIFACT_MAPPINGS, parseEdifact } from "./parse-edifact"
import { parseJson, parseOpenTrans } from "./parse-tree"
import {
  DEFAULT_CXML_MAPPINGS,
  DEFAULT_UBL_MAPPINGS,
  parseCxml,
  parseUbl,
} from "./parse-ubl-cxml"
import { parseXlsx } from "./parse-xlsx"
import type { FileFormat } from "../file-formats"
import type { AddressField, MappingTarget } from "../types"
import type { MappingRule, ParseOptions, ParsedFile } from "./types"

/** openTRANS 2.1 ADDRESS elements → the order address's fields (the first of several on one field wins). */
const ADDRESS_ELEMENTS: [string, AddressField][] = [
  ["NAME", "company"],
  ["CONTACT_DETAILS.FIRST_NAME", "firstName"],
  ["CONTACT_DETAILS.CONTACT_NAME", "lastName"],
  ["STREET", "address1"],
  ["NAME2", "address2"],
  ["ZIP", "postalCode"],
  ["CITY", "city"],
  ["COUNTRY_CODED", "countryCode"],
  ["COUNTRY", "countryCode"],
  ["PHONE", "phone"],
]

const INFO = "ORDER.ORDER_HEADER.ORDER_INFO"
/** Where ORDER_PARTIES_REFERENCE names the delivery and invoice party by PARTY_ID. */
const IDREF = {
  delivery: `${INFO}.ORDER_PARTIES_REFERENCE.SHIPMENT_PARTIES_REFERENCE.DELIVERY_IDREF`,
  invoice: `${INFO}.ORDER_PARTIES_REFERENCE.INVOICE_RECIPIENT_IDREF`,
}

/**
 * The order's shipping or billing address from the PARTY with that role
 * (openTRANS: delivery, invoice), else from the PARTY the order's
 * ORDER_PARTIES_REFERENCE names by id: the role's party first, field by field.
 */
function partyAddress(
  kind: "shipping" | "billing",
  role: "delivery" | "invoice"
): MappingRule[] {
  const parties = [
    `PARTY[PARTY_ROLE=${role}]`,
    `PARTY[PARTY_ID=$${IDREF[role]}]`,
  ]
  return parties.flatMap((party) =>
    ADDRESS_ELEMENTS.map(([element, field]) => ({
      source: `${INFO}.PARTIES.${party}.ADDRESS.${element}`,
      target: `${kind}.${field}` as MappingTarget,
      transform: null,
      required: false,
    }))
  )
}

/** The mappings an openTRANS profile uses when it has none of its own. */
export const DEFAULT_OPENTRANS_MAPPINGS: MappingRule[] = [
  {
    source: "ORDER.ORDER_HEADER.ORDER_INFO.ORDER_ID",
    target: "order.externalNumber",
    transform: null,
    required: false,
  },
  {
    source: "ORDER.ORDER_HEADER.ORDER_INFO.ORDER_PARTIES_REFERENCE.BUYER_IDREF",
    target: "customer.number",
    transform: null,
    required: false,
  },
  {
    source: "ORDER.ORDER_HEADER.ORDER_INFO.REMARKS",
    target: "order.note",
    transform: null,
    required: false,
  },
  ...partyAddress("shipping", "delivery"),
  ...partyAddress("billing", "invoice"),
  {
    source: "ORDER.ORDER_ITEM_LIST.ORDER_ITEM[].PRODUCT_ID.SUPPLIER_PID",
    target: "line.sku",
    transform: null,
    required: true,
  },
  {
    source: "ORDER.ORDER_ITEM_LIST.ORDER_ITEM[].QUANTITY",
    target: "line.quantity",
    transform: null,
    required: true,
  },
  {
    source: "ORDER.ORDER_ITEM_LIST.ORDER_ITEM[].PRODUCT_PRICE_FIX.PRICE_AMOUNT",
    target: "line.unitPrice",
    transform: null,
    required: false,
  },
]

/** The standard fields of the formats that have them (FILE_FORMAT_TRAITS' `standardMappings`). */
const STANDARD_MAPPINGS: Partial<Record<FileFormat, MappingRule[]>> = {
  opentrans: DEFAULT_OPENTRANS_MAPPINGS,
  edifact: DEFAULT_EDIFACT_MAPPINGS,
  ubl: DEFAULT_UBL_MAPPINGS,
  cxml: DEFAULT_CXML_MAPPINGS,
}

/** The mappings that apply: a profile's own, or its format's standard fields when it has none. */
export function effectiveMappings(
  fileFormat: FileFormat,
  mappings: MappingRule[]
): MappingRule[] {
  return mappings.length ? mappings : (STANDARD_MAPPINGS[fileFormat] ?? [])
}

/** The list paths line mappings read from: `a.b[].c` → `a.b`. */
function lineArrayPaths(mappings: MappingRule[]): string[] {
  const paths = mappings
    .filter((m) => m.source.includes("[]"))
    .map((m) => m.source.slice(0, m.source.indexOf("[]")))
  return [...new Set(paths)]
}

const arrayPaths = (opts: ParseOptions, mappings: MappingRule[]) =>
  lineArrayPaths(effectiveMappings(opts.fileFormat, mappings))

/** Reads an uploaded file into a table (CSV, Excel) or a tree (JSON and the standards) according to the profile. */
export async function parseFile(
  buf: Buffer,
  opts: ParseOptions,
  mappings: MappingRule[]
): Promise<ParsedFile> {
  switch (opts.fileFormat) {
    case "csv": {
      const { columns, lines, delimiter } = await parseCsvBuffer(buf, opts)
      return { kind: "table", columns, lines, delimiter }
    }
    case "json":
      return parseJson(buf, opts)
    case "opentrans":
      return parseOpenTrans(buf, opts, arrayPaths(opts, mappings))
    case "xlsx":
      return parseXlsx(buf, opts)
    case "edifact":
      return parseEdifact(buf, opts)
    case "ubl":
      return parseUbl(buf, opts, arrayPaths(opts, mappings))
    case "cxml":
      return parseCxml(buf, opts, arrayPaths(opts, mappings))
  }
}
