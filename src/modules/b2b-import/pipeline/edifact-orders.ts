import type { EdifactMessage } from "./edifact-envelope"
import { type EdifactLine, newLine, readLineSegment } from "./edifact-lines"
import { type Segment, valueOf } from "./edifact-syntax"
import {
  addContact,
  type Coded,
  codeKey,
  decimalText,
  type EdifactParty,
  isoDate,
  joined,
  partyOf,
  setCoded,
} from "./edifact-values"
import { tooManyLines } from "./parse-csv"
import { FileProblem } from "./types"

/** The ORDERS message (parse-edifact.ts describes the fields). */
export type EdifactOrder = {
  messageReference: string
  number?: string
  documentType?: string
  messageFunction?: string
  date?: string
  deliveryDate?: string
  currency?: string
  note?: string
  dates?: Coded
  references?: Coded
  amounts?: Coded
  parties: Record<string, EdifactParty>
  lines: EdifactLine[]
}
/** Segments of a NAD group (references, contacts); anything else ends the group. */
const PARTY_GROUP = new Set(["LOC", "FII", "RFF", "DOC", "CTA", "COM", "DTM"])
/** BGM message functions (1225) that withdraw an order rather than place one. */
const WITHDRAWALS = new Map([
  ["1", "a cancellation"],
  ["3", "a deletion"],
])

const refuse = (message: string) => new FileProblem("PARSE_ERROR", message) /**
 * The order and where each line stands ("LIN+3, segment 17"), from the
 * message's segments. Segments this import does not read (TAX, ALC, PAT, TDT,
 * …) are passed over; the order of those it reads is checked.
 */
export function orderTree(
  message: EdifactMessage,
  maxLines: number
): { order: EdifactOrder; rows: Record<number, string> } {
  const { segments, reference } = message
  const order: EdifactOrder = {
    messageReference: reference,
    parties: {},
    lines: [],
  }
  const rows: Record<number, string> = {}
  const notes: string[] = []
  const lineNotes = new Map<EdifactLine, string[]>()
  let line: EdifactLine | null = null
  let party: EdifactParty | null = null
  let uns: number | null = null

  if (segments[1]?.tag !== "BGM")
    throw refuse(
      `The message ${reference} has ${segments[1]?.tag ?? "nothing"} at segment 2; an order message starts with BGM (the order number) right after UNH.`
    )
  for (let n = 2; n <= segments.length - 1; n++) {
    const segment: Segment = segments[n - 1]
    const { tag } = segment
    if (party && !PARTY_GROUP.has(tag)) party = null
    const value = (element: number, component = 0) =>
      valueOf(segment, element, component).trim()
    switch (tag) {
      case "BGM":
        if (n !== 2)
          throw refuse(
            `The message ${reference} has a second BGM at segment ${n}; an order message has one, at segment 2.`
          )
        readBgm(order, segment)
        break
      case "LIN": {
        if (uns !== null)
          throw refuse(
            `LIN, segment ${n} follows the summary section (UNS+S, segment ${uns}); order lines belong before it. Ask the sender to correct the order.`
          )
        if (order.lines.length >= maxLines) throw tooManyLines(maxLines)
        line = newLine(segment)
        order.lines.push(line)
        rows[order.lines.length] =
          `${line.number ? `LIN+${line.number}` : "LIN"}, segment ${n}`
        break
      }
      case "UNS":
        if (value(1) === "S") {
          uns = n
          line = null
        }
        break
      case "NAD": {
        const parties = line ? (line.parties ??= {}) : order.parties
        const key = codeKey(value(1))
        party = partyOf(segment)
        if (key && !parties[key]) parties[key] = party
        break
      }
      case "CTA":
      case "COM":
        if (party) addContact(party, segment)
        break
      case "RFF": {
        setCoded(party ?? line ?? order, "references", value(1, 0), value(1, 1))
        break
      }
      case "DTM":
        if (!party)
          setCoded(
            line ?? order,
            "dates",
            value(1, 0),
            isoDate(value(1, 1), value(1, 2))
          )
        break
      case "FTX": {
        const text = joined(segment.elements[3] ?? [], " ")
        if (!text) break
        if (line) {
          const texts = lineNotes.get(line)
          if (texts) texts.push(text)
          else lineNotes.set(line, [text])
        } else if (uns === null) notes.push(text)
        break
      }
      case "CUX":
        if (!line && value(1, 1)) order.currency ??= value(1, 1)
        break
      case "MOA":
        setCoded(
          line ?? order,
          "amounts",
          value(1, 0),
          decimalText(value(1, 1))
        )
        break
      default:
        if (line) readLineSegment(line, segment)
    }
  }
  if (!order.lines.length)
    throw new FileProblem(
      "NO_LINES",
      `The order message ${reference} holds no order lines (no LIN segment). Ask the sender to send the order with its lines.`
    )
  const order137 = order.dates?.["137"]
  if (order137) order.date = order137
  setDeliveryDate(order)
  const note = joined(notes, "\n")
  if (note) order.note = note
  for (const each of order.lines) {
    setDeliveryDate(each)
    const lineNote = joined(lineNotes.get(each) ?? [], "\n")
    if (lineNote) each.note = lineNote
  }
  return { order, rows }
}

/** The requested delivery date (DTM+2), else the earliest (DTM+64). */
function setDeliveryDate(holder: { dates?: Coded; deliveryDate?: string }) {
  const date = holder.dates?.["2"] ?? holder.dates?.["64"]
  if (date) holder.deliveryDate = date
}

/** BGM+C002(1001 document name)+C106(1004 number)/1004+1225: the order number; a cancellation is refused. */
function readBgm(order: EdifactOrder, bgm: Segment) {
  const number = valueOf(bgm, 2, 0).trim()
  const documentType = valueOf(bgm, 1, 0).trim()
  const messageFunction = valueOf(bgm, 3, 0).trim()
  if (number) order.number = number
  if (documentType) order.documentType = documentType
  if (messageFunction) order.messageFunction = messageFunction
  const withdrawal = WITHDRAWALS.get(messageFunction)
  if (withdrawal)
    throw refuse(
      `The message is ${withdrawal} of order ${number || "(no number)"} (BGM message function ${messageFunction}), not an order to place. Cancel the order in the shop instead.`
    )
}
