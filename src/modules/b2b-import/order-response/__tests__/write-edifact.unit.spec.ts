import {
  splitSegments,
  valueOf,
  type Segment,
} from "../../pipeline/edifact-syntax"
import { decodeInterchange } from "../../pipeline/edifact-una"
import { buildOrderResponse } from "../build-response"
import { interchangeOf } from "../read-interchange"
import {
  DEFAULT_INTERCHANGE,
  writeEdifactOrderResponse,
} from "../write-edifact"
import { fileLine, ISSUED, order, prepared, record } from "./response-fixtures"

/** The ORDRSP read back with the import's own EDIFACT reader. */
function readBack(
  text: string,
  encoding: BufferEncoding = "latin1"
): Segment[] {
  const {
    text: decoded,
    separators,
    start,
  } = decodeInterchange(Buffer.from(text, encoding))
  const { segments, tail } = splitSegments(decoded, separators, start, 10_000)
  expect(tail).toBeNull()
  return segments
}

const tags = (segments: Segment[]) => segments.map((s) => s.tag)
const HOSTILE = "Don't + ship: a?b 'now' & <then> " + "long ".repeat(100)

const approved = () =>
  buildOrderResponse({
    record: record({
      status: "approved",
      order_id: "order_b2b_1",
      prepared_order: prepared([
        fileLine(1, "A'1+x", 2, 10),
        fileLine(2, "B:2?", 5, 4),
      ]),
    }),
    order: order(
      [
        [1, "A'1+x", 2, 10],
        [2, "B:2?", 4, 4.5],
      ],
      { total: 38, taxTotal: 6 }
    ),
    issuedAt: ISSUED,
    filePrices: "net",
  })

describe("EDIFACT ORDRSP D.96A", () => {
  it("one message in one interchange: UNH to UNT counted, UNZ naming the reference, the parties of the ORDERS swapped", () => {
    const orders = Buffer.from(
      "UNA:+.? '\nUNB+UNOC:3+4012345000009:14+4000001000002:14+261206:1030+EDI00001'\nUNH+1+ORDERS:D:96A:UN:EAN008'\n"
    )
    const interchange = interchangeOf(orders)!
    expect(interchange.sender).toEqual({ id: "4012345000009", qualifier: "14" })
    const segments = readBack(
      writeEdifactOrderResponse(approved(), interchange)
    )
    const [unb] = segments
    expect(unb.elements.slice(0, 3)).toEqual([
      ["UNOC", "3"],
      ["4000001000002", "14"],
      ["4012345000009", "14"],
    ])
    const unh = segments.findIndex((s) => s.tag === "UNH")
    const unt = segments.findIndex((s) => s.tag === "UNT")
    expect(valueOf(segments[unh], 2, 0)).toBe("ORDRSP")
    expect(Number(valueOf(segments[unt], 1))).toBe(unt - unh + 1)
    const unz = segments[segments.length - 1]
    expect([unz.tag, valueOf(unz, 1), valueOf(unz, 2)]).toEqual([
      "UNZ",
      "1",
      valueOf(unb, 5),
    ])
  })

  it("the decision and every line: BGM 30 (amended), RFF ON/VN, LIN 5 and 3, PIA SKU, QTY 21/113, PRI, CNT; hostile SKUs read back as sent", () => {
    const segments = readBack(writeEdifactOrderResponse(approved()))
    expect(tags(segments)).toEqual([
      "UNB",
      "UNH",
      "BGM",
      "DTM",
      "RFF",
      "RFF",
      "NAD",
      "CUX",
      "LIN",
      "PIA",
      "QTY",
      "QTY",
      "MOA",
      "PRI",
      "LIN",
      "PIA",
      "QTY",
      "QTY",
      "MOA",
      "FTX",
      "FTX",
      "PRI",
      "UNS",
      "MOA",
      "MOA",
      "MOA",
      "CNT",
      "UNT",
      "UNZ",
    ])
    const by = (tag: string) => segments.filter((s) => s.tag === tag)
    expect(by("BGM")[0].elements).toEqual([
      ["231"],
      ["0123456789abcdef0123456789abcdef"],
      ["30"],
    ])
    expect(by("RFF").map((s) => s.elements[0])).toEqual([
      ["ON", "PO-4711"],
      ["VN", "order_b2b_1"],
    ])
    // No GTIN: LIN names none, the shop's SKU is PIA's main identification (5) as the supplier's number (SA).
    expect(by("LIN").map((s) => s.elements)).toEqual([
      [["1"], ["5"]],
      [["2"], ["3"]],
    ])
    expect(by("PIA").map((s) => s.elements)).toEqual([
      [["5"], ["A'1+x", "SA"]],
      [["5"], ["B:2?", "SA"]],
    ])
    expect(
      by("QTY")
        .slice(2)
        .map((s) => s.elements[0])
    ).toEqual([
      ["21", "5"],
      ["113", "4"],
    ])
    expect(by("PRI")[1].elements[0]).toEqual(["AAA", "4.5"])
    expect(by("CNT")[0].elements[0]).toEqual(["2", "2"])
  })

  it("a rejection's long, hostile reason: FTX texts of at most 70 characters, five to a segment, read back as written", () => {
    const response = buildOrderResponse({
      record: record({
        status: "rejected",
        rejection_reason: HOSTILE,
        prepared_order: prepared([fileLine(1, "A-1", 2, 10)]),
      }),
      order: null,
      issuedAt: ISSUED,
      filePrices: "net",
    })
    const segments = readBack(writeEdifactOrderResponse(response))
    expect(
      valueOf(
        segments.find((s) => s.tag === "BGM")!,
        3
      )
    ).toBe("27")
    const ftx = segments.filter((s) => s.tag === "FTX")
    expect(ftx.length).toBeGreaterThan(0)
    for (const s of ftx) {
      expect(valueOf(s, 1)).toBe("AAO")
      expect(s.elements[3].length).toBeLessThanOrEqual(5)
      for (const text of s.elements[3])
        expect(text.length).toBeLessThanOrEqual(70)
    }
    expect(ftx[0].elements[3].join("")).toContain(
      "Don't + ship: a?b 'now' & <then>"
    )
    expect(
      valueOf(
        segments.find((s) => s.tag === "LIN")!,
        2
      )
    ).toBe("7")
  })

  it("the ORDERS' own separators and decimal comma; characters outside Latin-1 as '?' in UNOC", () => {
    const interchange = {
      ...DEFAULT_INTERCHANGE,
      separators: {
        component: "|",
        element: "*",
        decimal: ",",
        release: "!",
        segment: "~",
      },
    }
    const response = buildOrderResponse({
      record: record({
        status: "rejected",
        rejection_reason: "Préis 4,5 € ≠ ok *|~!",
        prepared_order: prepared([fileLine(1, "A-1", 2, 4.5)]),
      }),
      order: null,
      issuedAt: ISSUED,
      filePrices: "net",
    })
    const text = writeEdifactOrderResponse(response, interchange)
    expect(text.startsWith("UNA|*,! ~")).toBe(true)
    const segments = readBack(text)
    expect(segments.find((s) => s.tag === "PRI")!.elements[0]).toEqual([
      "AAA",
      "4,5",
    ])
    expect(segments.find((s) => s.tag === "FTX")!.elements[3][0]).toContain(
      "Préis 4,5 ? ? ok *|~!"
    )
  })
})
