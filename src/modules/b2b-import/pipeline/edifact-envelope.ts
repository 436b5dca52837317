import { type Segment, valueOf } from "./edifact-syntax"
import { FileProblem } from "./types"

/**
 * The interchange's envelope: UNB … UNZ around UNH … UNT messages (optional
 * UNG … UNE groups), their counts and control references. What it hands on
 * is the one ORDERS message of the file.
 *
 * A segment's place is "segment N" counted as UNT counts: the message's UNH is
 * segment 1, and the UNZ after its UNT goes on from there. Before the first
 * UNH the count is the file's (UNB is segment 1 of the file).
 */

/** UNH … UNT of one message: segments[n - 1] is its segment n. */
export type EdifactMessage = { segments: Segment[]; reference: string }

/** The directories this import reads: EANCOM's ORDERS subsets are D.96A (EAN008) and D.01B (EAN010). */
const RELEASES = ["96A", "01B"]
const MAX_LISTED = 5
const ENVELOPE = new Set(["UNB", "UNG", "UNE", "UNH", "UNZ"])

const fail = (message: string) => new FileProblem("PARSE_ERROR", message)
const shownTag = (tag: string) =>
  tag.length > 10 ? `${tag.slice(0, 10)}…` : tag
const isTag = (tag: string) => tag.length === 3 && /^[A-Z0-9]{3}$/.test(tag)
const isCount = (text: string) => /^\d{1,9}$/.test(text)

/** Where a segment stands, in words: "segment 17". */
const positionOf = (segment: Segment, unh: Segment | null) =>
  unh
    ? `segment ${segment.index - unh.index + 1}`
    : `segment ${segment.index + 1} of the file`

/** A segment and where it stands, in words: "LIN, segment 17". */
export const placeOf = (segment: Segment, unh: Segment | null) =>
  `${shownTag(segment.tag)}, ${positionOf(segment, unh)}`

/** Checks the envelope and returns the interchange's one message (several, none, or another type: refused in words). */
export function orderMessage(
  segments: Segment[],
  tail: string | null
): EdifactMessage {
  const unb = segments[0]
  const messages: { unh: Segment; segments: Segment[] }[] = []
  let unh: Segment | null = null
  let lastUnh: Segment | null = null
  let unz: Segment | null = null
  let groups = 0
  for (const segment of segments.slice(1)) {
    const place = () => placeOf(segment, lastUnh)
    if (!isTag(segment.tag))
      throw fail(
        `'${shownTag(segment.tag)}' at ${positionOf(segment, lastUnh)} is not a segment tag (three capital letters or digits, such as LIN). The file is damaged or its separators are not the ones its UNA names.`
      )
    if (unz)
      throw fail(
        `The file goes on after the interchange trailer UNZ (${place()}); send one interchange per file.`
      )
    if (unh) {
      if (segment.tag === "UNT") {
        checkTrailer(unh, segment)
        messages.push({
          unh,
          segments: segments.slice(unh.index, segment.index + 1),
        })
        unh = null
      } else if (ENVELOPE.has(segment.tag))
        throw fail(
          `The message ${valueOf(unh, 1)} (UNH, segment 1) has no message trailer UNT: ${place()} comes first. Ask the sender to send the order again.`
        )
      continue
    }
    if (segment.tag === "UNH") unh = lastUnh = segment
    else if (segment.tag === "UNG") groups++
    else if (segment.tag === "UNZ") unz = segment
    else if (segment.tag !== "UNE")
      throw fail(
        `${place()} stands outside a message; every segment but the envelope's (UNB, UNZ) belongs between UNH and UNT.`
      )
  }
  const last = segments[segments.length - 1]
  const after = last ? ` after ${placeOf(last, lastUnh)}` : ""
  if (tail !== null)
    throw fail(
      `The file ends in the middle of a segment ('${tail}'${after}): it is cut off. Ask the sender to send the order again.`
    )
  if (unh || !unz)
    throw fail(
      `The file ends${after} without ${unh ? "the message trailer UNT and " : ""}the interchange trailer UNZ: it is cut off. Ask the sender to send the order again.`
    )
  checkInterchangeTrailer(
    unb,
    unz,
    groups || messages.length,
    placeOf(unz, lastUnh)
  )
  if (!messages.length)
    throw new FileProblem(
      "NO_LINES",
      "The interchange holds no message (UNH … UNT), so no order. Ask the sender to send the order again."
    )
  if (messages.length > 1) {
    // One file is one import record with one order (its status, its errors, its fix loop); several orders go as several files.
    const references = messages.map((m) => valueOf(m.unh, 1))
    const listed =
      references.slice(0, MAX_LISTED).join(", ") +
      (references.length > MAX_LISTED
        ? ` and ${references.length - MAX_LISTED} more`
        : "")
    throw new FileProblem(
      "MULTIPLE_ORDERS",
      `The interchange holds ${messages.length} order messages (UNH ${listed}); send one order per interchange (one file per order): each file becomes one import record.`
    )
  }
  const [message] = messages
  checkMessageType(message.unh)
  return { segments: message.segments, reference: valueOf(message.unh, 1) }
}

/** UNT: the message's segment count (UNH and UNT included) and its reference (UNH's). */
function checkTrailer(unh: Segment, unt: Segment) {
  const reference = valueOf(unh, 1)
  const counted = unt.index - unh.index + 1
  const stated = valueOf(unt, 1)
  const place = placeOf(unt, unh)
  if (!isCount(stated) || Number(stated) !== counted)
    throw fail(
      `The message trailer (${place}) counts ${stated ? `${stated} segments` : "no segments"}, but the message ${reference} holds ${counted} (UNH to UNT): segments are missing or added. Ask the sender to send the order again.`
    )
  if (valueOf(unt, 2) !== reference)
    throw fail(
      `The message trailer (${place}) names the message '${valueOf(unt, 2)}', but its header (UNH, segment 1) names '${reference}'. Ask the sender to send the order again.`
    )
}

/** UNZ: the count of messages (or groups) and UNB's control reference. */
function checkInterchangeTrailer(
  unb: Segment,
  unz: Segment,
  units: number,
  place: string
) {
  const stated = valueOf(unz, 1)
  if (!isCount(stated) || Number(stated) !== units)
    throw fail(
      `The interchange trailer (${place}) counts ${stated || "no"} messages, but the interchange holds ${units}: messages are missing or added. Ask the sender to send the order again.`
    )
  const reference = valueOf(unb, 5)
  if (valueOf(unz, 2) !== reference)
    throw fail(
      `The interchange trailer (${place}) names the control reference '${valueOf(unz, 2)}', but the interchange header (UNB) names '${reference}'. Ask the sender to send the order again.`
    )
}

/** UNH's S009: ORDERS of directory D.96A or D.01B. */
function checkMessageType(unh: Segment) {
  const type = valueOf(unh, 2, 0)
  const version = valueOf(unh, 2, 1)
  const release = valueOf(unh, 2, 2)
  const found = `${type || "(no type)"} ${version}.${release}`
  if (type !== "ORDERS")
    throw fail(
      `The message ${valueOf(unh, 1)} is a ${found} message, not an order (ORDERS); this profile reads EDIFACT ORDERS. Upload the file where ${type || "it"} messages are read.`
    )
  if (version !== "D" || !RELEASES.includes(release))
    throw fail(
      `The message ${valueOf(unh, 1)} is ORDERS of directory ${version}.${release}; this import reads ORDERS D.96A and D.01B (EANCOM). Ask the sender to send the order in one of them.`
    )
}
