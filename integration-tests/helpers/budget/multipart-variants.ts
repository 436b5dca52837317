import { Readable } from "node:stream"
import type { FieldSchema, Variant } from "./body-variants"
import { hostileText } from "./hostile-text"

const MB = 1024 * 1024
const ORDER =
  "Bestellnummer;Kundennummer;Artikelnummer;Menge\nPO-1;K-10001;SW01000;1\n"

/** A part: `text` as its whole content, or `size` bytes of "x". */
type Part = {
  name: string
  filename?: string
  headers?: string[]
  text?: string
  size?: number
}

/**
 * A multipart body streamed part by part: a body of hundreds of megabytes
 * costs the sender (which runs in the server's process) nothing, so what the
 * server's memory does is the server's.
 */
function streamed(boundary: string, parts: () => Iterable<Part>) {
  return () =>
    Readable.from(
      (function* () {
        for (const p of parts()) {
          const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}`
          yield Buffer.from(
            `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${(p.headers ?? []).map((h) => `${h}\r\n`).join("")}${p.filename ? "Content-Type: text/csv\r\n" : ""}\r\n`
          )
          if (p.text !== undefined) yield Buffer.from(p.text)
          const chunk = Buffer.alloc(Math.min(p.size ?? 0, MB), "x")
          for (let left = p.size ?? 0; left > 0; left -= chunk.length)
            yield left >= chunk.length ? chunk : chunk.subarray(0, left)
          yield Buffer.from("\r\n")
        }
        yield Buffer.from(`--${boundary}--\r\n`)
      })()
    )
}

/**
 * Hostile multipart bodies of an upload route: its text fields at length,
 * many small fields, many 1 MB fields, many file parts, a part with many
 * header lines. `fields` are the valid fields (the profile's id); the file is
 * a valid order.
 */
export function manyFieldsMultipart(opts: {
  method: string
  url: string
  schema?: FieldSchema
  fields?: Record<string, string>
  fileField?: string
}): Variant[] {
  const file = opts.fileField ?? "file"
  const valid = Object.entries(opts.fields ?? {}).map(([name, value]) => ({
    name,
    text: value,
  }))
  const order: Part = { name: file, filename: "order.csv", text: ORDER }
  const variant = (
    label: string,
    parts: () => Iterable<Part>,
    ladder?: string
  ): Variant => {
    const boundary = `----budget${Math.random().toString(16).slice(2)}`
    return {
      label: `multipart: ${label}`,
      ladder,
      method: opts.method,
      url: opts.url,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: streamed(boundary, parts),
    }
  }
  const textFields = Object.entries(opts.schema?.properties ?? {})
    .filter(
      ([, s]) =>
        s.type === "string" && (s as { format?: string }).format !== "binary"
    )
    .map(([name]) => name)
  const many = (n: number, size: number) =>
    function* () {
      yield* valid
      for (let i = 0; i < n; i++) yield { name: `field${i}`, size }
      yield order
    }
  return [
    ...textFields.map((name) =>
      variant(`field ${name} of 64 kB of RTL text`, function* () {
        const text = hostileText("rtl", { bytes: 64 * 1024 })
        yield { name, text }
        yield order
      })
    ),
    variant("1,000 fields of 10 bytes", many(1_000, 10)),
    variant("20 fields of 1 MB", many(20, MB), "large fields"),
    variant("300 fields of 1 MB", many(300, MB), "large fields"),
    variant("50 file parts of 100 kB", function* () {
      yield* valid
      for (let i = 0; i < 50; i++) yield { ...order, text: ORDER.repeat(1_500) }
    }),
    variant("a part with 2,000 header lines", function* () {
      yield* valid
      yield {
        ...order,
        headers: Array.from(
          { length: 2_000 },
          (_, i) => `X-Hostile-${i}: ${"v".repeat(20)}`
        ),
      }
    }),
  ]
}
