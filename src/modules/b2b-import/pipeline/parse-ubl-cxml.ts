/** The PEPPOL/UBL and cXML order readers and their standard fields (parse.ts reads them from here). */
export { DEFAULT_UBL_MAPPINGS, parseUbl } from "./ubl-order"
export { DEFAULT_CXML_MAPPINGS, parseCxml } from "./cxml-order"
