import type { Separators } from "./edifact-una"
import { FileProblem } from "./types"

/**
 * EDIFACT's segments (ISO 9735): one linear pass over the text, no regular
 * expressions on the file's content: a hostile file costs what its length
 * costs.
 */

/** One segment: its tag and data elements, each a list of components (released characters already unescaped). */
export type Segment = {
  tag: string
  elements: string[][]
  /** Position in the interchange, from 0 (UNB; a UNA is not a segment). */
  index: number
}

/** A component's text ("" when absent): `element` from 1 (the first after the tag), `component` from 0. */
export const valueOf = (segment: Segment, element: number, component = 0) =>
  segment.elements[element - 1]?.[component] ?? ""

const CR = 13
const LF = 10

/** Data elements in a segment, components in an element: the directories' largest have about 40 and 20. */
const MAX_PARTS = 99
const tooManyParts = (n: number) =>
  new FileProblem(
    "PARSE_ERROR",
    `Segment ${n} of the file holds more than ${MAX_PARTS} data elements or components; no EDIFACT segment has so many. The file is damaged or its separators are not the ones its UNA names.`
  )

const tooManySegments = (maxSegments: number) =>
  new FileProblem(
    "TOO_MANY_LINES",
    `The file holds more than ${maxSegments.toLocaleString("en")} segments; an order of the lines one file may hold needs far fewer. Split the order into several files.`
  )

/**
 * Splits the text after the UNA into segments. Line breaks that are not a
 * separator are dropped wherever they stand (senders put them after each
 * segment terminator, some wrap long lines; EDIFACT text holds none).
 * Beyond `maxSegments` it stops with TOO_MANY_LINES. `tail`: what follows the
 * last segment terminator (a file cut off), as found.
 */
export function splitSegments(
  text: string,
  separators: Separators,
  start: number,
  maxSegments: number
): { segments: Segment[]; tail: string | null } {
  const { component, element, segment } = separators
  // Character codes: comparing numbers per character, not one-character strings.
  const [COMPONENT, ELEMENT, TERMINATOR] = [component, element, segment].map(
    (c) => c.charCodeAt(0)
  )
  const RELEASE = separators.release?.charCodeAt(0) ?? -1
  const segments: Segment[] = []
  let elements: string[][] = []
  let components: string[] = []
  let value = ""
  let from = start
  let empty = true
  let terminators = 0
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === RELEASE) {
      // The next character is data, whatever it is; a release at the very end leaves the segment open.
      value += text.slice(from, i)
      from = i + 1
      i++
      empty = false
      continue
    }
    if (c !== COMPONENT && c !== ELEMENT && c !== TERMINATOR) {
      if (c === CR || c === LF) {
        value += text.slice(from, i)
        from = i + 1
      } else empty = false
      continue
    }
    value += text.slice(from, i)
    from = i + 1
    components.push(value)
    value = ""
    if (components.length > MAX_PARTS || elements.length > MAX_PARTS)
      throw tooManyParts(segments.length + 1)
    if (c === COMPONENT) continue
    elements.push(components)
    components = []
    if (c === ELEMENT) continue
    // Empty segments ('' in a row) are dropped, but each still costs work: they count against the bound too.
    if (++terminators > 2 * maxSegments) throw tooManySegments(maxSegments)
    if (!empty || elements.length > 1) {
      if (segments.length >= maxSegments) throw tooManySegments(maxSegments)
      const [tag, ...data] = elements
      segments.push({
        tag: tag[0].trim(),
        elements: data,
        index: segments.length,
      })
    }
    elements = []
    empty = true
  }
  const rest = (value + text.slice(from)).trim()
  const open = elements.length || components.length || rest || !empty
  const tail = open
    ? [
        ...elements.map((e) => e.join(component)),
        [...components, rest].join(component),
      ]
        .join(element)
        .slice(0, 60)
    : null
  return { segments, tail }
}
