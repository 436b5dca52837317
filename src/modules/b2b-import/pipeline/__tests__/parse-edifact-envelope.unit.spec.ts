import {
  EANCOM_ORDER,
  edifactOptions,
  interchange,
  problemOf,
} from "./edifact-fixtures"

describe("parseEdifact: the envelope", () => {
  it.each([
    [
      "a wrong UNT segment count",
      interchange({ untCount: (n) => String(n - 1) }),
      /UNT, segment 33\) counts 32 segments, but the message M1 holds 33/,
    ],
    [
      "UNT naming another message than UNH",
      interchange({ untReference: "M9" }),
      /names the message 'M9', but its header \(UNH, segment 1\) names 'M1'/,
    ],
    [
      "UNZ naming another control reference than UNB",
      interchange({ unzReference: "IC9" }),
      /UNZ, segment 34\) names the control reference 'IC9', but the interchange header \(UNB\) names 'IC0042'/,
    ],
    [
      "UNZ counting other messages",
      interchange({ unzCount: "2" }),
      /counts 2 messages, but the interchange holds 1/,
    ],
    [
      "a file cut off before UNZ",
      interchange().replace(/UNZ[^']*'\r\n$/, ""),
      /ends after UNT, segment 33 without the interchange trailer UNZ: it is cut off/,
    ],
    [
      "a file cut off in a segment",
      interchange().slice(0, interchange().indexOf("PRI+AAA:7,5") + 6),
      /ends in the middle of a segment \('PRI\+AA'.*after PRI, segment 24\)/,
    ],
    [
      "a file cut off inside the message",
      interchange().slice(0, interchange().indexOf("UNS+S")),
      /ends after PRI, segment 29 without the message trailer UNT and the interchange trailer UNZ/,
    ],
    [
      "an invoice",
      interchange({ type: "INVOIC:D:96A:UN:EAN008" }),
      /M1 is a INVOIC D\.96A message, not an order \(ORDERS\)/,
    ],
    [
      "another directory",
      interchange({ type: "ORDERS:D:93A:UN" }),
      /ORDERS of directory D\.93A; this import reads ORDERS D\.96A and D\.01B/,
    ],
    [
      "separators other than the UNA names",
      interchange({ una: "UNA;*,? '" }),
      /goes on with '\+', not with the element separator '\*' the file's UNA names/,
    ],
    [
      "a segment that is not one",
      interchange({ messages: [[...EANCOM_ORDER.slice(0, 3), "Li n+1"]] }),
      /'Li n' at segment 5 is not a segment tag/,
    ],
    [
      "a segment after UNZ",
      interchange() + "UNB+UNOC:3+X+Y+1:1+2'",
      /goes on after the interchange trailer UNZ \(UNB, segment 35\)/,
    ],
    [
      "a message without BGM",
      interchange({ messages: [EANCOM_ORDER.slice(1)] }),
      /has DTM at segment 2; an order message starts with BGM/,
    ],
    [
      "a line after the summary",
      interchange({ messages: [[...EANCOM_ORDER, "LIN+4++4001000000002:EN"]] }),
      /LIN, segment 33 follows the summary section \(UNS\+S, segment 30\)/,
    ],
    [
      "a cancellation",
      interchange({ messages: [["BGM+220+PO-4711+1", "LIN+1"]] }),
      /is a cancellation of order PO-4711/,
    ],
  ])("refuses %s in words naming the segment", (_what, text, words) => {
    const problem = problemOf(text)
    expect(problem.code).toBe("PARSE_ERROR")
    expect(problem.message).toMatch(words)
  })

  it("refuses two order messages in one interchange, naming them", () => {
    const text = interchange({ messages: [EANCOM_ORDER, EANCOM_ORDER] })
    expect(problemOf(text)).toEqual({
      code: "MULTIPLE_ORDERS",
      message: expect.stringMatching(
        /holds 2 order messages \(UNH M1, M2\); send one order per interchange/
      ),
    })
  })

  it("refuses character sets it cannot read, an empty file, a message without lines", () => {
    expect(problemOf(interchange({ syntax: "UNOK:3" }))).toEqual({
      code: "INVALID_ENCODING",
      message: expect.stringContaining("names the character set 'UNOK'"),
    })
    expect(problemOf("\r\n  ").code).toBe("FILE_EMPTY")
    expect(problemOf("ORDER;SKU;QTY\n").message).toMatch(
      /does not start with an EDIFACT interchange header \(UNB\); it starts with 'ORDER;SKU;QTY'/
    )
    expect(
      problemOf(interchange({ messages: [["BGM+220+X+9", "UNS+S"]] }))
    ).toEqual({ code: "NO_LINES", message: expect.stringContaining("no LIN") })
    expect(problemOf(interchange({ una: "UNA:+.?" })).message).toMatch(
      /service string advice .* cannot be read/
    )
  })

  it("stops at the profile's line limit, and at a flood of segments", () => {
    expect(problemOf(interchange(), edifactOptions({ maxLines: 2 }))).toEqual({
      code: "TOO_MANY_LINES",
      message: expect.stringContaining("more than 2 order lines"),
    })
    const flood = interchange({
      messages: [["BGM+220+X+9", ...Array<string>(2_000).fill("FTX+AAI")]],
    })
    expect(problemOf(flood, edifactOptions({ maxLines: 10 }))).toEqual({
      code: "TOO_MANY_LINES",
      message: expect.stringContaining("more than 1,500 segments"),
    })
  })
})
