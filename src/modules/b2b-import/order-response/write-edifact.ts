import type { Separators } from "../pipeline/edifact-una"
import {
  ediNumber,
  freeTexts,
  latin1Only,
  type SegmentOut,
  segmentText,
  serviceAdvice,
} from "./edifact-text"
import type { OrderResponse, ResponseDecision, ResponseLine } from "./schema"

/** A party in UNB: its identification and code qualifier (14 = GLN, ZZZ = mutually defined). */
export type InterchangeParty = { id: string; qualifier: string }

/**
 * The interchange the ORDRSP answers, read from the ORDERS file: its
 * separators and syntax, and its parties, whose roles the response swaps.
 * Without the file (gone, unreadable) ISO 9735's defaults apply.
 */
export type Interchange = {
  separators: Separators
  /** The syntax identifier and version of UNB (UNOC, 3). */
  syntax: string
  syntaxVersion: string
  /** Who sent the order (the buyer): the response's recipient. */
  sender: InterchangeParty
  /** Whom the order was sent to (the shop): the response's sender. */
  recipient: InterchangeParty
}

export const DEFAULT_INTERCHANGE: Interchange = {
  separators: {
    component: ":",
    element: "+",
    decimal: ".",
    release: "?",
    segment: "'",
  },
  syntax: "UNOC",
  syntaxVersion: "3",
  sender: { id: "BUYER", qualifier: "ZZZ" },
  recipient: { id: "SHOP", qualifier: "ZZZ" },
}

/** BGM 1225 (message function): accepted without amendment, accepted with amendment in detail, on hold, not accepted. */
const MESSAGE_FUNCTION: Record<ResponseDecision, string> = {
  accepted: "29",
  accepted_with_changes: "30",
  acknowledged: "23",
  rejected: "27",
}

/** LIN 1229 (action request): 5 accepted without amendment, 3 changed, 7 not accepted; a pending line has none. */
const LINE_ACTION: Record<ResponseLine["status"], string> = {
  accepted: "5",
  changed: "3",
  rejected: "7",
  pending: "",
}

const ymd = (iso: string) => iso.slice(0, 10).replace(/-/g, "")

function lineSegments(line: ResponseLine, s: Separators): SegmentOut[] {
  const n = (v: number, digits?: number) => ediNumber(v, s, digits)
  const texts = [
    ...line.changes.map((c) => c.message),
    ...line.problems.map((p) => p.message),
  ]
  return [
    // The item number of LIN is a GTIN (SRV); the shop's SKU goes in PIA as the supplier's number (SA), the main id (5) without a GTIN.
    [
      "LIN",
      String(line.lineNumber),
      LINE_ACTION[line.status],
      line.gtin ? [line.gtin, "SRV"] : "",
    ],
    ...(line.sku
      ? [["PIA", line.gtin ? "1" : "5", [line.sku, "SA"]] as SegmentOut]
      : []),
    ...(line.orderedQuantity !== null
      ? [["QTY", ["21", n(line.orderedQuantity)]] as SegmentOut]
      : []),
    ...(line.confirmedQuantity !== null
      ? [["QTY", ["113", n(line.confirmedQuantity)]] as SegmentOut]
      : []),
    ...(line.lineAmount !== null
      ? [["MOA", ["203", n(line.lineAmount, 2)]] as SegmentOut]
      : []),
    ...freeTexts(line.status === "rejected" ? "AAO" : "AAI", texts),
    ...(line.confirmedUnitPrice !== null
      ? [
          [
            "PRI",
            [line.taxInclusive ? "AAB" : "AAA", n(line.confirmedUnitPrice)],
          ] as SegmentOut,
        ]
      : []),
  ]
}

/** The message's segments, UNH to UNT. */
function messageSegments(response: OrderResponse, s: Separators): SegmentOut[] {
  const n = (v: number) => ediNumber(v, s, 2)
  const { totals } = response
  const body: SegmentOut[] = [
    ["UNH", "1", ["ORDRSP", "D", "96A", "UN", "EAN005"]],
    ["BGM", "231", response.recordId, MESSAGE_FUNCTION[response.decision]],
    ["DTM", ["137", ymd(response.issuedAt), "102"]],
    ...freeTexts(response.decision === "rejected" ? "AAO" : "AAI", [
      response.reason ?? "",
      ...response.problems.map((p) => p.message),
    ]),
    ...(response.externalOrderNumber
      ? [["RFF", ["ON", response.externalOrderNumber]] as SegmentOut]
      : []),
    ...(response.orderId
      ? [["RFF", ["VN", response.orderId]] as SegmentOut]
      : []),
    ...(response.buyer.number
      ? [["NAD", "BY", [response.buyer.number, "", "92"]] as SegmentOut]
      : []),
    ...(response.currency
      ? [["CUX", ["2", response.currency, "9"]] as SegmentOut]
      : []),
    ...response.lines.flatMap((line) => lineSegments(line, s)),
    ["UNS", "S"],
    ...(totals.lineAmount !== null
      ? [["MOA", ["79", n(totals.lineAmount)]] as SegmentOut]
      : []),
    ...(totals.taxTotal !== null
      ? [["MOA", ["124", n(totals.taxTotal)]] as SegmentOut]
      : []),
    ...(totals.total !== null
      ? [["MOA", ["86", n(totals.total)]] as SegmentOut]
      : []),
    ["CNT", ["2", String(response.lines.length)]],
  ]
  // UNT counts the message's segments, UNH and UNT included.
  return [...body, ["UNT", String(body.length + 1), "1"]]
}

/**
 * An EDIFACT ORDRSP (D.96A, EANCOM's EAN005) for the order response, in the
 * separators and character set of the ORDERS it answers, one message in one
 * interchange: BGM 231 with the decision, RFF+ON the buyer's order number,
 * RFF+VN the shop's order, a LIN per line (1229 action, the GTIN as SRV,
 * PIA the shop's SKU as SA, QTY+21 ordered,
 * QTY+113 confirmed, PRI net AAA or gross AAB, FTX reasons), summary MOA and CNT.
 */
export function writeEdifactOrderResponse(
  response: OrderResponse,
  interchange: Interchange = DEFAULT_INTERCHANGE
): string {
  const s = interchange.separators
  const latin1 = latin1Only(interchange.syntax)
  const at = response.issuedAt
  // The interchange reference (0020, an..14): the record's id, the same on every fetch of its response.
  const reference = response.recordId.slice(-14)
  const segments: SegmentOut[] = [
    [
      "UNB",
      [interchange.syntax, interchange.syntaxVersion],
      [interchange.recipient.id, interchange.recipient.qualifier],
      [interchange.sender.id, interchange.sender.qualifier],
      [ymd(at).slice(2), at.slice(11, 16).replace(":", "")],
      reference,
    ],
    ...messageSegments(response, s),
    ["UNZ", "1", reference],
  ]
  const lines = segments.map((segment) => segmentText(segment, s, latin1))
  return [serviceAdvice(s), ...lines].join("\n") + "\n"
}
