import { FileProblem } from "./types"

/**
 * Bounds on JSON and openTRANS order files, checked by one cheap pass over
 * the text before the parsers run: parsing is synchronous and holds the event
 * loop, and at the upload limit a hostile file took seconds (20 MB of nested
 * JSON arrays 18 s, 20 MB of tiny XML elements 6 s). Real orders are far below.
 */

/** Deepest nesting of arrays/objects (JSON) or elements (XML); an openTRANS order is about 8 levels deep. */
export const MAX_TREE_DEPTH = 100
/** Elements an openTRANS file may hold per allowed order line (an ORDER_ITEM has 10 to 40), plus the header's. */
const XML_ELEMENTS_PER_LINE = 100
const XML_HEADER_ELEMENTS = 1_000

export const nestedTooDeeply = (format: "JSON" | "XML") =>
  new FileProblem(
    "PARSE_ERROR",
    `The ${format} nests ${format === "XML" ? "elements" : "lists and objects"} more than ${MAX_TREE_DEPTH} levels deep; an order needs fewer than 10. Export the order again.`
  )

const QUOTE = 34
const BACKSLASH = 92
const OPENERS = new Set([91, 123]) // [ {
const CLOSERS = new Set([93, 125]) // ] }

/** Objects and lists a JSON file may hold per allowed order line (a line object and what it nests), plus the order's own. */
const JSON_CONTAINERS_PER_LINE = 100
const JSON_HEADER_CONTAINERS = 1_000

/**
 * Refuses JSON text that nests deeper than MAX_TREE_DEPTH, or holds more
 * objects and lists than an order of `maxLines` lines can need (20 MB of `{},`
 * is 7 million objects: more memory than a reader thread has). One pass;
 * strings are skipped, so brackets inside them do not count.
 */
export function assertJsonShape(text: string, maxLines: number): void {
  const maxContainers =
    maxLines * JSON_CONTAINERS_PER_LINE + JSON_HEADER_CONTAINERS
  let depth = 0
  let containers = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (OPENERS.has(c)) {
      if (++depth > MAX_TREE_DEPTH) throw nestedTooDeeply("JSON")
      if (++containers > maxContainers) {
        throw new FileProblem(
          "TOO_MANY_LINES",
          `The JSON file holds more than ${maxContainers.toLocaleString("en")} objects and lists; an order of at most ${maxLines.toLocaleString("en")} lines needs far fewer. Split the order into several files.`
        )
      }
    } else if (CLOSERS.has(c)) {
      depth--
    }
  }
}

/** The longest attribute value an order file may hold: the standards' attributes are codes and ids (currencyID, schemeID, orderID). */
export const MAX_XML_ATTRIBUTE_LENGTH = 4_096

const tooManyXml = (what: string, max: number, maxLines: number) =>
  new FileProblem(
    "TOO_MANY_LINES",
    `The XML file holds more than ${max.toLocaleString("en")} ${what}; an order of at most ${maxLines.toLocaleString("en")} lines needs far fewer. Split the order into several files.`
  )

/** Where a markup construct that is not an element ends (comment, CDATA section, processing instruction, declaration). */
function skipOther(text: string, at: number): number | null {
  const ends: [string, string][] = [
    ["<!--", "-->"],
    ["<![CDATA[", "]]>"],
    ["<?", "?>"],
    ["<!", ">"],
  ]
  for (const [open, close] of ends) {
    if (!text.startsWith(open, at)) continue
    const end = text.indexOf(close, at + open.length)
    return end === -1 ? text.length : end + close.length
  }
  return null
}

/**
 * Refuses an XML text with more elements or attributes than an order of
 * `maxLines` lines can need, or an attribute value longer than
 * MAX_XML_ATTRIBUTE_LENGTH: the parser and its validator each hold every
 * attribute, and 20 MB of them (800,000 attributes, or one 19 MB value) cost
 * the reader 600 MB and seconds. One pass over the markup; text between
 * elements is skipped by indexOf.
 */
export function assertXmlShape(text: string, maxLines: number): void {
  const max = maxLines * XML_ELEMENTS_PER_LINE + XML_HEADER_ELEMENTS
  let elements = 0
  let attributes = 0
  for (let at = text.indexOf("<"); at !== -1;) {
    const other = skipOther(text, at)
    if (other !== null) {
      at = text.indexOf("<", other)
      continue
    }
    if (text.charCodeAt(at + 1) !== 47 && ++elements > max)
      throw tooManyXml("elements", max, maxLines)
    let i = at + 1
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c === 62) break // >
      if (c === 61 && ++attributes > max)
        throw tooManyXml("attributes", max, maxLines)
      if (c === 34 || c === 39) {
        const close = text.indexOf(c === 34 ? '"' : "'", i + 1)
        const end = close === -1 ? text.length : close
        if (end - i - 1 > MAX_XML_ATTRIBUTE_LENGTH)
          throw new FileProblem(
            "FILE_TOO_COMPLEX",
            `The XML file has an attribute value of ${(end - i - 1).toLocaleString("en")} characters (line ${text.slice(0, i).split("\n").length}); order files hold codes and ids there, at most ${MAX_XML_ATTRIBUTE_LENGTH.toLocaleString("en")} characters. Check that it is an order export.`
          )
        i = end
      }
    }
    at = text.indexOf("<", i)
  }
}
