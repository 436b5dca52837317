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

/**
 * Refuses an XML text with more elements than an order of `maxLines` lines
 * can need. Every element starts with "<" and at most closes with a second
 * one, so more than twice the maximum of "<" means more than the maximum of
 * elements (comments and CDATA count too: a bound, not a census).
 */
export function assertXmlElementCount(text: string, maxLines: number): void {
  const max = maxLines * XML_ELEMENTS_PER_LINE + XML_HEADER_ELEMENTS
  let marks = 0
  for (let at = text.indexOf("<"); at !== -1; at = text.indexOf("<", at + 1)) {
    if (++marks > 2 * max) {
      throw new FileProblem(
        "TOO_MANY_LINES",
        `The XML file holds more than ${max.toLocaleString("en")} elements; an order of at most ${maxLines.toLocaleString("en")} lines needs far fewer. Split the order into several files.`
      )
    }
  }
}
