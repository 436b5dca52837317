import { XMLBuilder } from "fast-xml-parser"

/**
 * Writing the XML responses with fast-xml-parser's builder, which escapes
 * text and attribute values (&, <, >, quotes). Element names are ours; values
 * come from order files and clerks: hostile, and may hold characters XML 1.0
 * cannot carry at all, which `xmlValue` drops.
 */

/** An element tree as the builder takes it: `@_name` attributes, `#text` text, arrays for repeated elements. */
export type XmlNode = { [name: string]: XmlValue }
type XmlValue = string | XmlNode | XmlNode[] | string[] | undefined

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  format: true,
  indentBy: "  ",
  processEntities: true,
})

/** Characters XML 1.0 allows (tab, line feed, carriage return and the printable planes); others are left out. */
const NOT_XML =
  /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu

export const xmlValue = (value: string) => value.replace(NOT_XML, "")

/** A number as XML Schema's decimal: no exponent, at most `digits` decimals. */
export const xmlDecimal = (value: number, digits = 4) =>
  Number(value.toFixed(digits)).toString()

/** An amount with two decimals (UBL's and openTRANS' amounts). */
export const xmlAmount = (value: number) => value.toFixed(2)

/** Drops undefined members, so optional elements are simply absent. */
function pruned(node: XmlNode): XmlNode {
  const out: XmlNode = {}
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue
    if (Array.isArray(value))
      out[key] = value.map((v) =>
        typeof v === "string" ? xmlValue(v) : pruned(v)
      ) as XmlNode[] | string[]
    else out[key] = typeof value === "string" ? xmlValue(value) : pruned(value)
  }
  return out
}

/** The document's text: declaration and root element. */
export function xmlDocument(root: XmlNode): string {
  const body = builder.build(pruned(root)) as string
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
}

/** An element when the value is there, else absent. */
export const optional = <T>(
  value: T | null | undefined,
  make: (v: T) => XmlValue
) => (value === null || value === undefined ? undefined : make(value))
