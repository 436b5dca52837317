import { Readable } from "node:stream"
import { decodeBuffer, decodeStream } from "../decode"
import { FileProblem } from "../types"

const BOM = [0xef, 0xbb, 0xbf]

async function decodeChunks(
  chunks: number[][],
  encoding: "utf-8" | "windows-1252"
): Promise<string> {
  let text = ""
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(
    decodeStream(encoding)
  )
  for await (const part of stream) text += part
  return text
}

function problemOf(fn: () => unknown): FileProblem {
  try {
    fn()
  } catch (e) {
    if (e instanceof FileProblem) return e
    throw e
  }
  throw new Error("expected a FileProblem")
}

describe("decodeBuffer", () => {
  it("reads UTF-8 with and without a BOM to the same text", () => {
    const plain = Buffer.from("SKU;Menge\nÄ-1;2\n", "utf-8")
    expect(decodeBuffer(plain, "utf-8")).toBe("SKU;Menge\nÄ-1;2\n")
    expect(
      decodeBuffer(Buffer.concat([Buffer.from(BOM), plain]), "utf-8")
    ).toBe("SKU;Menge\nÄ-1;2\n")
  })

  it("reads Windows-1252 umlauts and the euro sign", () => {
    expect(
      decodeBuffer(Buffer.from([0xe4, 0xf6, 0xfc, 0x80]), "windows-1252")
    ).toBe("äöü€")
    expect(
      decodeBuffer(Buffer.from([0x93, 0x41, 0x94, 0x96, 0x9f]), "windows-1252")
    ).toBe("\u201cA\u201d\u2013\u0178")
  })

  it("drops a UTF-8 BOM in front of a file read as Windows-1252", () => {
    expect(
      decodeBuffer(Buffer.from([...BOM, 0x41, 0xe4]), "windows-1252")
    ).toBe("Aä")
  })

  it("names the position and line of the first byte that is not UTF-8", () => {
    const bytes = Buffer.concat([
      Buffer.from("SKU;Menge\nA-1;2\nM"),
      Buffer.from([0xfc]),
      Buffer.from("ller;3\n"),
    ])
    const problem = problemOf(() => decodeBuffer(bytes, "utf-8"))
    expect(problem.code).toBe("INVALID_ENCODING")
    expect(problem.message).toBe(
      "The file is not valid UTF-8 (first bad byte near position 18, line 3). Save it as UTF-8, or set the profile's encoding to Windows-1252."
    )
  })

  it("reports a file that ends in the middle of a UTF-8 character", () => {
    expect(
      problemOf(() => decodeBuffer(Buffer.from([0x41, 0xc3]), "utf-8")).code
    ).toBe("INVALID_ENCODING")
  })

  it("recognises a binary file by a NUL byte near the start", () => {
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
    const problem = problemOf(() => decodeBuffer(xlsx, "utf-8"))
    expect(problem.code).toBe("FILE_BINARY")
    expect(problem.message).toMatch(
      /is an Excel workbook .* a profile whose file format is Excel workbook/
    )
    const pdf = Buffer.from("%PDF-1.7\n\u0000\u0001binary")
    expect(problemOf(() => decodeBuffer(pdf, "utf-8")).message).toMatch(
      /looks like a binary file .* Export the order as CSV, JSON, openTRANS XML, Excel workbook, EDIFACT ORDERS, PEPPOL\/UBL Order or cXML OrderRequest\./
    )
  })

  it("tells a UTF-16 file apart from a binary one", () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("SKU;Menge", "utf16le"),
    ])
    expect(problemOf(() => decodeBuffer(utf16, "utf-8")).message).toMatch(
      /UTF-16.*Save or export it as UTF-8/
    )
  })
})

describe("decodeStream", () => {
  it("joins characters and a BOM split across chunks", async () => {
    // "ä€" in UTF-8 is c3 a4 e2 82 ac; every byte arrives on its own.
    const bytes = [...BOM, 0x41, 0xc3, 0xa4, 0xe2, 0x82, 0xac]
    expect(
      await decodeChunks(
        bytes.map((b) => [b]),
        "utf-8"
      )
    ).toBe("Aä€")
    expect(
      await decodeChunks([[0xef], [0xbb, 0xbf, 0x80]], "windows-1252")
    ).toBe("€")
  })

  it("fails with the position of a bad byte in a later chunk", async () => {
    const first = Array.from(Buffer.from("ab\ncd\n"))
    await expect(
      decodeChunks([first, [0x65, 0xff, 0x66]], "utf-8")
    ).rejects.toMatchObject({
      code: "INVALID_ENCODING",
      message: expect.stringContaining("near position 8, line 3"),
    })
  })

  it("refuses a NUL byte after the first 8 KB as a damaged file, naming its line", async () => {
    const text = [...Array(9000).fill(0x61), 0x0a, 0x62]
    await expect(decodeChunks([text, [0x00]], "utf-8")).rejects.toMatchObject({
      code: "FILE_BINARY",
      message: expect.stringContaining("on line 2"),
    })
    await expect(decodeChunks([[0x61], [0x00]], "utf-8")).rejects.toMatchObject(
      { code: "FILE_BINARY" }
    )
  })
})
