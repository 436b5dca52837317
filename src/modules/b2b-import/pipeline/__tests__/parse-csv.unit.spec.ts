import { Readable } from "node:stream"
import { parseCsvBuffer, parseCsvStream } from "../parse-csv"
import { parseOptions } from "./fixtures"

const opts = parseOptions
const csv = (text: string) => Buffer.from(text, "utf-8")

describe("parseCsvBuffer", () => {
  it.each([
    [";", "SKU;Menge;Preis\nA-1;2;9,99\n"],
    [",", 'SKU,Menge,Preis\nA-1,2,"9,99"\n'],
    ["\t", "SKU\tMenge\tPreis\nA-1\t2\t9,99\n"],
    ["|", "SKU|Menge|Preis\nA-1|2|9,99\n"],
  ])("detects the delimiter %j", async (delimiter, text) => {
    const result = await parseCsvBuffer(csv(text), opts())
    expect(result.delimiter).toBe(delimiter)
    expect(result.columns).toEqual(["SKU", "Menge", "Preis"])
    expect(result.lines).toEqual([
      { row: 2, values: { SKU: "A-1", Menge: "2", Preis: "9,99" } },
    ])
  })

  it("refuses a line with more columns than any order file has (TOO_MANY_COLUMNS), e.g. millions of delimiters, without keeping them", async () => {
    const hostile = csv(";".repeat(2_000_000) + "\n;;\n")
    await expect(
      parseCsvBuffer(hostile, opts({ csvDelimiter: ";" }))
    ).rejects.toMatchObject({
      code: "TOO_MANY_COLUMNS",
      message:
        "Line 1 has 2000001 columns; an order file may have at most 500. Check the profile's delimiter and the file's quotes.",
    })
    const wide = [
      "SKU",
      ...Array.from({ length: 499 }, (_, i) => `c${i}`),
    ].join(";")
    expect(
      (await parseCsvBuffer(csv(`${wide}\nA-1\n`), opts())).columns
    ).toHaveLength(500)
  })

  it("uses the profile's delimiter when it names one", async () => {
    const result = await parseCsvBuffer(
      csv("SKU;Name,Farbe\nA-1;Hose, blau\n"),
      opts({ csvDelimiter: ";" })
    )
    expect(result.lines[0].values).toEqual({
      SKU: "A-1",
      "Name,Farbe": "Hose, blau",
    })
  })

  it("keeps a BOM away from the first header and trims header names", async () => {
    const result = await parseCsvBuffer(
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        csv(" SKU ; Menge\nA-1;2\n"),
      ]),
      opts()
    )
    expect(result.columns).toEqual(["SKU", "Menge"])
    expect(result.lines[0].values.SKU).toBe("A-1")
  })

  it("reads a Windows-1252 file", async () => {
    const bytes = Buffer.from([
      ...Buffer.from("Artikel;Preis\nM"),
      0xfc,
      ...Buffer.from("sli;5 "),
      0x80,
      0x0a,
    ])
    const result = await parseCsvBuffer(
      bytes,
      opts({ csvEncoding: "windows-1252" })
    )
    expect(result.lines[0].values).toEqual({ Artikel: "Müsli", Preis: "5 €" })
  })

  it("keeps delimiters, quotes and line breaks inside quoted fields; a row is the physical line of the file where the record starts", async () => {
    const text =
      'SKU;Notiz;Menge\nA-1;"rot; groß";1\nA-2;"Zeile 1\nZeile 2 mit ""Zitat""";2\n\nA-3;;3\n'
    const result = await parseCsvBuffer(csv(text), opts())
    expect(result.lines).toEqual([
      { row: 2, values: { SKU: "A-1", Notiz: "rot; groß", Menge: "1" } },
      {
        row: 3,
        values: {
          SKU: "A-2",
          Notiz: 'Zeile 1\nZeile 2 mit "Zitat"',
          Menge: "2",
        },
      },
      // Header 1, A-1 2, A-2 3–4 (a line break in its note), blank 5, A-3 6: as a text editor shows it.
      { row: 6, values: { SKU: "A-3", Notiz: "", Menge: "3" } },
    ])
    expect(result.lineCount).toBe(3)
  })

  it("keeps the decimal comma as written (mapping reads it)", async () => {
    const result = await parseCsvBuffer(
      csv("SKU;Preis\nA-1;1.234,56\n"),
      opts()
    )
    expect(result.lines[0].values.Preis).toBe("1.234,56")
  })

  it("names columns 1, 2, … without a header row, the first line being row 1", async () => {
    const result = await parseCsvBuffer(
      csv("A-1;2\r\nA-2;5;extra\r\n"),
      opts({ csvHeaderRow: false })
    )
    expect(result.columns).toEqual(["1", "2", "3"])
    expect(result.lines).toEqual([
      { row: 1, values: { "1": "A-1", "2": "2" } },
      { row: 2, values: { "1": "A-2", "2": "5", "3": "extra" } },
    ])
  })

  it("keeps a line with too few fields (the missing values are reported by mapping)", async () => {
    const result = await parseCsvBuffer(
      csv("SKU;Menge;Preis\nA-1;2\nA-2;3;4\n"),
      opts()
    )
    expect(result.lines.map((l) => l.values)).toEqual([
      { SKU: "A-1", Menge: "2" },
      { SKU: "A-2", Menge: "3", Preis: "4" },
    ])
  })

  it("fails on an empty file, and on a file with only a header", async () => {
    await expect(parseCsvBuffer(Buffer.alloc(0), opts())).rejects.toMatchObject(
      {
        code: "FILE_EMPTY",
        message: expect.stringMatching(/^The file is empty\./),
      }
    )
    await expect(parseCsvBuffer(csv("\n\n"), opts())).rejects.toMatchObject({
      code: "FILE_EMPTY",
    })
    await expect(
      parseCsvBuffer(csv("SKU;Menge\n;\n"), opts())
    ).rejects.toMatchObject({
      code: "NO_LINES",
      message: "The file has a header row but no order lines.",
    })
  })

  it("names the line of a quoted field that is never closed", async () => {
    const text = 'SKU;Notiz\nA-1;ok\nA-2;"offen\nA-3;x\n'
    await expect(parseCsvBuffer(csv(text), opts())).rejects.toMatchObject({
      code: "PARSE_ERROR",
      message: expect.stringMatching(/^Line 3: a quoted field is not closed\./),
    })
  })

  it("refuses text after a closing quote, but not a quote inside an unquoted field", async () => {
    await expect(
      parseCsvBuffer(csv('SKU;Name\nA;"abc"def\n'), opts())
    ).rejects.toMatchObject({
      code: "PARSE_ERROR",
      message: expect.stringMatching(
        /^Line 2: a quoted field has more text after its closing quote\./
      ),
    })
    const result = await parseCsvBuffer(csv('SKU;Name\nA;5" Zoll\n'), opts())
    expect(result.lines[0].values.Name).toBe('5" Zoll')
  })

  it("stops with TOO_MANY_LINES once the limit is passed", async () => {
    const text =
      "SKU;Menge\n" +
      Array.from({ length: 20 }, (_, i) => `A-${i};1`).join("\n")
    await expect(
      parseCsvBuffer(csv(text), opts({ maxLines: 5 }))
    ).rejects.toMatchObject({
      code: "TOO_MANY_LINES",
      message:
        "The file has more than 5 order lines; one file may hold at most 5. Split the order into several files.",
    })
    await expect(
      parseCsvBuffer(csv(text), opts({ maxLines: 20 }))
    ).resolves.toMatchObject({ lineCount: 20 })
  })

  it("surfaces a decoding problem as the file's problem", async () => {
    await expect(
      parseCsvBuffer(Buffer.from([0x53, 0x3b, 0x0a, 0xc0, 0x0a]), opts())
    ).rejects.toMatchObject({ code: "INVALID_ENCODING" })
  })
})

describe("parseCsvStream", () => {
  it("streams 100 000 lines to onLine without keeping them", async () => {
    const total = 100_000
    async function* file() {
      yield Buffer.from("SKU;Menge;Preis\n")
      for (let i = 0; i < total; i += 1000) {
        yield Buffer.from(
          Array.from(
            { length: 1000 },
            (_, j) => `SKU-${i + j};${(i + j) % 7};1,50\n`
          ).join("")
        )
      }
    }
    let count = 0
    let last = { row: 0, values: {} as Record<string, string> }
    const result = await parseCsvStream(
      Readable.from(file()),
      opts({ maxLines: total }),
      (line) => {
        count++
        last = line
      }
    )
    expect(count).toBe(total)
    expect(result).toMatchObject({
      lineCount: total,
      lines: [],
      delimiter: ";",
      columns: ["SKU", "Menge", "Preis"],
    })
    expect(last).toEqual({
      row: total + 1,
      values: {
        SKU: `SKU-${total - 1}`,
        Menge: String((total - 1) % 7),
        Preis: "1,50",
      },
    })
  })

  it("stops reading the stream when there are too many lines", async () => {
    let produced = 0
    async function* endless() {
      yield Buffer.from("SKU\n")
      for (;;) {
        produced++
        yield Buffer.from("A-1\n".repeat(100))
      }
    }
    const input = Readable.from(endless())
    await expect(
      parseCsvStream(input, opts({ maxLines: 1000 }), () => undefined)
    ).rejects.toMatchObject({ code: "TOO_MANY_LINES" })
    expect(input.destroyed).toBe(true)
    expect(produced).toBeLessThan(50)
  })
})

describe("physical line numbers", () => {
  it("counts CRLF and CR line breaks inside quoted cells, and names the physical line of a broken quote", async () => {
    const text = 'SKU;Notiz\r\nA-1;"a\r\nb\r\nc"\r\nA-2;x\r\nA-3;"open\r\n'
    await expect(parseCsvBuffer(csv(text), opts())).rejects.toMatchObject({
      message: expect.stringContaining("Line 6"),
    })
    const ok = await parseCsvBuffer(
      csv('SKU;Notiz\r\nA-1;"a\r\nb\r\nc"\r\nA-2;x\r\n'),
      opts()
    )
    expect(ok.lines.map((l) => l.row)).toEqual([2, 5])
  })
})
