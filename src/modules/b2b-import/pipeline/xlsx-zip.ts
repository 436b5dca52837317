import { inflateRawSync } from "node:zlib"
import { FileProblem } from "./types"

/**
 * A bounded reader of an .xlsx file's ZIP container, run before exceljs sees
 * the file: exceljs (through JSZip) inflates every entry whole and trusts the
 * sizes the archive declares, so a few kilobytes can unpack to gigabytes.
 * Entries are found as JSZip finds them (the last end-of-central-directory
 * record, its central directory, each entry's local header), so what is
 * measured here is what exceljs will unpack.
 */

/** Unpacked bytes a workbook may hold in all; an order workbook of 10,000 lines has about 3 MB. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024
/** Entries (files) in the archive; a workbook of 100 sheets has about 250. */
export const MAX_ENTRIES = 2_000
/** An entry unpacking to more than this … */
const RATIO_CHECKED_FROM = 1024 * 1024
/** … may be at most this many times its packed size (a workbook's XML packs 5 to 20 times). */
const MAX_RATIO = 100

const EOCD = 0x06054b50
const CENTRAL_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const EOCD_SIZE = 22
const CENTRAL_SIZE = 46
const LOCAL_SIZE = 30
const UNICODE_PATH_FIELD = 0x7075
const ZIP64_MARK = 0xffffffff

/** One entry of the archive as it unpacks. */
export type ZipEntry = {
  /** The names it goes by: the stored one, and an Info-ZIP Unicode path (which JSZip prefers) when present. */
  names: string[]
  data: Buffer
}

const damaged = (detail: string) =>
  new FileProblem(
    "PARSE_ERROR",
    `The Excel file is damaged (${detail}). Open it in Excel, save it again as "Excel Workbook (.xlsx)" and upload it again.`
  )

export const tooComplex = (what: string) =>
  new FileProblem(
    "FILE_TOO_COMPLEX",
    `The workbook ${what}; an order workbook is far smaller. Save the order sheet alone as a new .xlsx file and upload that.`
  )

/** The last end-of-central-directory record (JSZip's choice), searched within its largest possible distance from the end. */
function findEndRecord(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_SIZE - 0xffff)
  for (let at = buf.length - 4; at >= stop; at--) {
    if (buf.readUInt32LE(at) !== EOCD) continue
    if (at + EOCD_SIZE > buf.length) throw damaged("its end record is cut off")
    return at
  }
  throw damaged("it is not a complete ZIP archive")
}

/** The Info-ZIP Unicode path extra field (0x7075): version (1), CRC (4), then the UTF-8 name. */
function unicodePath(extra: Buffer): string | null {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at)
    const size = extra.readUInt16LE(at + 2)
    if (id === UNICODE_PATH_FIELD && size > 5 && at + 4 + size <= extra.length)
      return extra.toString("utf8", at + 9, at + 4 + size)
    at += 4 + size
  }
  return null
}

/** Unpacks one entry, never beyond `budget` bytes: the actual size counts, not the declared one. */
function unpack(packed: Buffer, method: number, budget: number): Buffer {
  if (method === 0) {
    if (packed.length > budget) throw tooLarge()
    return packed
  }
  if (method !== 8)
    throw damaged(`an entry uses compression method ${method}, not deflate`)
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) })
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      throw tooLarge()
    throw damaged("an entry cannot be unpacked")
  }
}

const tooLarge = () =>
  tooComplex(
    `unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB (it may be a "zip bomb")`
  )

/** One central directory record: where its data starts and how it is packed. */
type CentralRecord = {
  name: string
  unicodeName: string | null
  method: number
  packedSize: number
  localAt: number
  /** Where the next record starts. */
  next: number
}

function centralRecord(buf: Buffer, at: number, end: number): CentralRecord {
  if (at + CENTRAL_SIZE > end || buf.readUInt32LE(at) !== CENTRAL_HEADER)
    throw damaged("its table of contents is cut off")
  const flags = buf.readUInt16LE(at + 8)
  const nameAt = at + CENTRAL_SIZE
  const extraAt = nameAt + buf.readUInt16LE(at + 28)
  const commentAt = extraAt + buf.readUInt16LE(at + 30)
  const next = commentAt + buf.readUInt16LE(at + 32)
  if (next > end) throw damaged("its table of contents is cut off")
  if (flags & 1) throw encrypted()
  const packedSize = buf.readUInt32LE(at + 20)
  if (packedSize === ZIP64_MARK || buf.readUInt32LE(at + 24) === ZIP64_MARK)
    throw zip64()
  return {
    name: buf.toString(flags & 0x800 ? "utf8" : "latin1", nameAt, extraAt),
    unicodeName: unicodePath(buf.subarray(extraAt, commentAt)),
    method: buf.readUInt16LE(at + 10),
    packedSize,
    localAt: buf.readUInt32LE(at + 42),
    next,
  }
}

/** The packed bytes of an entry: after its local header, whose own name and extra field lengths count (as JSZip reads them). */
function packedData(buf: Buffer, record: CentralRecord): Buffer {
  const { localAt, packedSize, name } = record
  if (
    localAt + LOCAL_SIZE > buf.length ||
    buf.readUInt32LE(localAt) !== LOCAL_HEADER
  )
    throw damaged(`the entry ${name} is missing`)
  const dataAt =
    localAt +
    LOCAL_SIZE +
    buf.readUInt16LE(localAt + 26) +
    buf.readUInt16LE(localAt + 28)
  if (dataAt + packedSize > buf.length)
    throw damaged(`the entry ${name} is cut off`)
  return buf.subarray(dataAt, dataAt + packedSize)
}

/**
 * Hands every entry of the archive, unpacked, to `onEntry`, one at a time
 * (nothing is kept): at most MAX_ENTRIES, MAX_UNPACKED_BYTES in all, no entry
 * unpacking more than MAX_RATIO times its size beyond RATIO_CHECKED_FROM.
 */
export function eachZipEntry(
  buf: Buffer,
  onEntry: (entry: ZipEntry) => void
): void {
  const end = findEndRecord(buf)
  if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 6) !== 0)
    throw damaged("it is part of a split archive")
  const count = buf.readUInt16LE(end + 10)
  const directorySize = buf.readUInt32LE(end + 12)
  const directoryAt = buf.readUInt32LE(end + 16)
  if (count === 0xffff || directoryAt === ZIP64_MARK) throw zip64()
  if (count > MAX_ENTRIES)
    throw tooComplex(`holds ${count} files (at most ${MAX_ENTRIES})`)
  // Nothing before the archive: JSZip would shift every offset by such bytes, and read other entries than these.
  if (directoryAt + directorySize !== end)
    throw damaged("its table of contents is not where it says")
  let unpacked = 0
  for (let i = 0, at = directoryAt; i < count; i++) {
    const record = centralRecord(buf, at, end)
    at = record.next
    const packed = packedData(buf, record)
    const data = unpack(
      packed,
      record.method,
      MAX_UNPACKED_BYTES - unpacked + 1
    )
    unpacked += data.length
    if (unpacked > MAX_UNPACKED_BYTES) throw tooLarge()
    if (
      data.length > RATIO_CHECKED_FROM &&
      data.length > MAX_RATIO * packed.length
    )
      throw tooComplex(
        `holds a file packed more than ${MAX_RATIO} times (it may be a "zip bomb")`
      )
    const { name, unicodeName } = record
    const names =
      unicodeName && unicodeName !== name ? [name, unicodeName] : [name]
    onEntry({ names, data })
  }
}

const zip64 = () =>
  tooComplex("is stored as a ZIP64 archive, a format for gigabytes")

/** A ZIP entry under a password (never written by Excel, whose password protection makes an OLE file instead). */
const encrypted = () =>
  new FileProblem(
    "PARSE_ERROR",
    "The workbook is protected with a password. Open it in Excel, remove the password (File > Info > Protect Workbook) and save it as .xlsx."
  )
