import { Transform } from "node:stream"
import { FILE_FORMAT_NAMES } from "../file-formats"
import { shortestFailingPrefix } from "./bisect"
import { FileProblem, type ParseOptions } from "./types"

/** The text encodings a profile can name. */
export type TextEncoding = ParseOptions["csvEncoding"]

const BINARY_PROBE_BYTES = 8192
const LF = 0x0a

// Node >= 20.18.3 / 22.13 decodes "windows-1252" as Latin-1 (nodejs/node#60888), turning 0x80-0x9F
// into control characters; they are mapped here. On a fixed Node these characters never appear.
const CP1252_80_9F =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178"
const C1_CONTROLS = /[\u0080-\u009f]/g
const fixCp1252 = (text: string) =>
  text.replace(C1_CONTROLS, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80])

const startsWith = (buf: Uint8Array, bytes: number[]) =>
  bytes.every((b, i) => buf[i] === b)

const countLf = (buf: Uint8Array, end = buf.length) => {
  let n = 0
  for (let i = buf.indexOf(LF); i !== -1 && i < end; i = buf.indexOf(LF, i + 1))
    n++
  return n
}

/** Offset of the first byte a strict UTF-8 decoder rejects, searched by bisecting prefixes (only run on failure). */
function firstBadUtf8Offset(chunk: Uint8Array): number {
  // A sequence split across chunks leaves continuation bytes at the start; they are not the error.
  let start = 0
  while (start < 3 && start < chunk.length && (chunk[start] & 0xc0) === 0x80)
    start++
  const badPrefix = (n: number) => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(
        chunk.subarray(start, n),
        { stream: true }
      )
      return false
    } catch {
      return true
    }
  }
  if (!badPrefix(chunk.length)) return 0
  return shortestFailingPrefix(start + 1, chunk.length, badPrefix) - 1
}

/** Turns a file's bytes into text chunk by chunk; throws FileProblem for binary files and bad encodings. */
class TextFileDecoder {
  private readonly decoder: TextDecoder
  private head: Uint8Array | null = new Uint8Array(0)
  private seen = 0
  private lines = 0

  constructor(private readonly encoding: TextEncoding) {
    this.decoder =
      encoding === "utf-8"
        ? new TextDecoder("utf-8", { fatal: true, ignoreBOM: true })
        : new TextDecoder("windows-1252", { ignoreBOM: true })
  }

  /** Decodes the next chunk of bytes. */
  write(bytes: Uint8Array): string {
    if (!this.head) return this.take(bytes)
    // Hold back the first bytes until the BOM question can be answered.
    const joined = new Uint8Array(this.head.length + bytes.length)
    joined.set(this.head)
    joined.set(bytes, this.head.length)
    if (joined.length < 3) {
      this.head = joined
      return ""
    }
    this.head = null
    return this.take(this.skipBom(joined))
  }

  /** Decodes what is left at the end of the file. */
  end(): string {
    const head = this.head
    this.head = null
    const text = head?.length ? this.take(this.skipBom(head)) : ""
    return text + this.decode(new Uint8Array(0), false)
  }

  private skipBom(chunk: Uint8Array): Uint8Array {
    if (startsWith(chunk, [0xff, 0xfe]) || startsWith(chunk, [0xfe, 0xff])) {
      throw new FileProblem(
        "INVALID_ENCODING",
        'The file is saved as UTF-16 ("Unicode text"). Save or export it as UTF-8 (for a CSV from Excel: "CSV UTF-8") and upload it again.'
      )
    }
    if (!startsWith(chunk, [0xef, 0xbb, 0xbf])) return chunk
    this.seen = 3
    return chunk.subarray(3)
  }

  private take(chunk: Uint8Array): string {
    if (
      this.seen < BINARY_PROBE_BYTES &&
      chunk.subarray(0, BINARY_PROBE_BYTES - this.seen).includes(0)
    ) {
      // An .xlsx is a zip archive ("PK\x03\x04"): the clerk most likely chose the wrong profile.
      const zip = this.seen === 0 && startsWith(chunk, [0x50, 0x4b, 0x03, 0x04])
      throw new FileProblem(
        "FILE_BINARY",
        zip
          ? "The file is an Excel workbook (or another zip archive), not text. Upload it with a profile whose file format is Excel workbook, or export the order as text."
          : `The file looks like a binary file (e.g. PDF or an image), not text. Export the order as ${FILE_FORMAT_NAMES}.`
      )
    }
    // A NUL byte further on: text never holds one, and no database field can store it.
    const nul = chunk.indexOf(0)
    if (nul >= 0) {
      throw new FileProblem(
        "FILE_BINARY",
        `The file contains a NUL character (byte 0) on line ${this.lines + countLf(chunk, nul) + 1}; text files never do, so the file is damaged. Export the order again.`
      )
    }
    const text = this.decode(chunk, true)
    this.seen += chunk.length
    this.lines += countLf(chunk)
    return text
  }

  private decode(chunk: Uint8Array, stream: boolean): string {
    if (this.encoding === "windows-1252")
      return fixCp1252(this.decoder.decode(chunk, { stream }))
    try {
      return this.decoder.decode(chunk, { stream })
    } catch {
      // At the end of the file the fault is a sequence cut short in the last bytes.
      const offset = stream ? firstBadUtf8Offset(chunk) : 0
      const position = stream ? this.seen + offset + 1 : Math.max(this.seen, 1)
      const line = this.lines + countLf(chunk, offset) + 1
      throw new FileProblem(
        "INVALID_ENCODING",
        `The file is not valid UTF-8 (first bad byte near position ${position}, line ${line}). ` +
          "Save it as UTF-8, or set the profile's encoding to Windows-1252."
      )
    }
  }
}

/** A transform from the file's bytes to decoded string chunks (object mode on the readable side). */
export function decodeStream(encoding: TextEncoding): Transform {
  const decoder = new TextFileDecoder(encoding)
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _enc, done) {
      try {
        const text = decoder.write(chunk)
        if (text) this.push(text)
        done()
      } catch (error) {
        done(error as Error)
      }
    },
    flush(done) {
      try {
        const text = decoder.end()
        if (text) this.push(text)
        done()
      } catch (error) {
        done(error as Error)
      }
    },
  })
}

/** Decodes a whole file at once (JSON, XML and tests), with the same checks as the stream. */
export function decodeBuffer(buf: Uint8Array, encoding: TextEncoding): string {
  const decoder = new TextFileDecoder(encoding)
  return decoder.write(buf) + decoder.end()
}
