import { Parser } from "@json2csv/plainjs"
import { Readable, Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { csvEncoder } from "../csv-encoder"

type Row = { name: string; note?: string }

const FIELDS = {
  fields: [
    { label: "Name", value: "name" },
    { label: "Note", value: "note" },
  ],
  eol: "\r\n",
}

/** Runs batches through the encoder; the chunks as they came out and the whole file as text. */
async function encode(batches: Row[][], transform?: (batch: Row[]) => Row[]) {
  const chunks: Buffer[] = []
  await pipeline(
    Readable.from(batches, { objectMode: true }),
    csvEncoder<Row[], Row>({
      ...FIELDS,
      withBOM: true,
      transforms: [transform ?? ((batch) => batch)],
    }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
  )
  return { chunks, text: Buffer.concat(chunks).toString("utf8") }
}

describe("csvEncoder", () => {
  it("writes json2csv's lines as UTF-8, one chunk per batch, the BOM and header first", async () => {
    const { chunks, text } = await encode([
      [{ name: "Müller", note: "12,50 €" }, { name: "Łódź" }],
      [{ name: "日本", note: 'say "hi"' }],
    ])
    expect(chunks).toHaveLength(2)
    expect(chunks.every((c) => Buffer.isBuffer(c))).toBe(true)
    expect(text).toBe(
      '\ufeff"Name","Note"\r\n"Müller","12,50 €"\r\n"Łódź",\r\n"日本","say ""hi"""'
    )
  })

  it("keeps characters whole across buffers and a cell longer than a buffer whole", async () => {
    const long = "€".repeat(200_000) // 600,000 bytes: more than a buffer of 128 KiB
    const many = Array.from({ length: 3000 }, (_, i) => ({
      name: `Zürich ${i}`,
      note: "✓".repeat(50),
    }))
    const { text } = await encode([many, [{ name: long }], many])
    // The same text as json2csv's own parser makes of all rows at once.
    expect(text).toBe(
      new Parser<Row, Row>({ ...FIELDS, withBOM: true }).parse([
        ...many,
        { name: long },
        ...many,
      ])
    )
    expect(text.split("\r\n")[3001]).toBe(`"${long}",`)
  })

  it("writes the header alone when no rows come", async () => {
    expect((await encode([])).text).toBe('\ufeff"Name","Note"')
  })

  it("ends the stream with the error a transform throws", async () => {
    await expect(
      encode([[{ name: "a" }]], () => {
        throw new Error("broken row")
      })
    ).rejects.toThrow("broken row")
  })
})
