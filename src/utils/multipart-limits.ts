import type { IncomingMessage, ServerResponse } from "node:http"
import multer from "multer"

/**
 * What every multipart/form-data body of both dialects may hold, given to
 * multer (busboy) on each multipart route: the `/admin` upload and
 * replace-file, their `/api` twins and the `/api` token endpoint's form-data.
 * busboy stops reading a body the moment it passes one of these, so a body
 * of thousands of large text fields never reaches memory (4,500 fields of
 * 1 MB each took the server to 4.3 GB before they were set).
 *
 * The plugin's forms have at most 7 text fields (an upload's `profile_id`
 * and `hold`; the token grant's `grant_type`, `client_id`, `client_secret`,
 * `username`, `password`, `scope`, `refresh_token`). Parts count fields and
 * the file together, so 10 text fields and a file are one part too many.
 */
export const MULTIPART_LIMITS = {
  /** Text fields (non-file parts). */
  fields: 10,
  /** Bytes of one text field: an id, a flag, a secret, a token. */
  fieldSize: 64 * 1024,
  /** Bytes of a part's name. */
  fieldNameSize: 200,
  /** Parts in all (fields and files). */
  parts: 10,
  /**
   * busboy's header-pair limit, which it applies to urlencoded bodies only: a
   * multipart part's header is bounded by busboy itself (16 kB, lines beyond
   * 2,000 ignored), a few milliseconds to read.
   */
  headerPairs: 10,
} as const

/** multer's limits for a route that takes one file of at most `fileSize` bytes (the plugin's `uploadMaxBytes`). */
export const fileUploadLimits = (fileSize: number) => ({
  ...MULTIPART_LIMITS,
  files: 1,
  fileSize,
})

/** multer's limits for a route that takes form fields only. */
export const formFieldLimits = () => ({ ...MULTIPART_LIMITS, files: 0 })

/** multer's error codes for a body beyond a limit, and what each limit counts. */
const LIMIT_WORDS: Record<string, (limits: Record<string, number>) => string> =
  {
    LIMIT_PART_COUNT: (l) => `more than ${l.parts} parts`,
    LIMIT_FIELD_COUNT: (l) => `more than ${l.fields} text fields`,
    LIMIT_FIELD_VALUE: (l) => `a text field longer than ${l.fieldSize} bytes`,
    LIMIT_FIELD_KEY: (l) => `a part name longer than ${l.fieldNameSize} bytes`,
    LIMIT_FILE_COUNT: (l) =>
      `more than ${l.files} file${l.files === 1 ? "" : "s"}`,
  }

/**
 * A multipart body beyond one of the limits, in words naming the limit
 * (undefined for other errors). Too large a file is answered apart (413).
 */
export function describeMultipartLimit(
  err: { code?: string; field?: string } | undefined,
  limits: Record<string, number>
): string | undefined {
  const words = err?.code ? LIMIT_WORDS[err.code] : undefined
  if (!words) return undefined
  const field = err?.field ? ` (at the part "${err.field}")` : ""
  return `The multipart body holds ${words(limits)}${field}, more than this request takes; send only the documented fields (at most ${limits.fields} text fields of at most ${limits.fieldSize} bytes each).`
}

/** Bytes of a multipart body beyond its file and text fields: part headers and boundaries. */
const MULTIPART_OVERHEAD = 64 * 1024

/** The most a multipart body may hold in all, for a route whose file may have `fileSize` bytes (0: fields only). */
export const multipartBodyCap = (fileSize: number) =>
  fileSize +
  MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize +
  MULTIPART_OVERHEAD

/** The 413 text for a multipart body beyond `multipartBodyCap`. */
export const describeBodyCap = (maxBytes: number) =>
  `The multipart body is larger than ${maxBytes} bytes, more than this request takes (one file of the upload limit and a few short form fields); it was not read further.`

/**
 * Runs multer (`parse`) on a body read no further than `maxBytes`. multer
 * answers a body beyond one of its own limits only after reading it to its
 * end (it drains the rest before it calls back), so 300 fields of 1 MB took
 * seconds to refuse and a body of gigabytes would be read whole. Past
 * `maxBytes`, or when the declared Content-Length is above it, `tooLarge()`
 * answers at once, the connection is closed after that answer (the rest is
 * never read), and multer's late callback is dropped.
 */
export function parseCapped(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  parse: (done: (err?: unknown) => void) => void,
  tooLarge: () => void,
  done: (err?: unknown) => void
) {
  let refused = false
  const refuse = () => {
    refused = true
    if (!res.headersSent) res.setHeader("Connection", "close")
    res.once("finish", () => req.destroy())
    tooLarge()
  }
  if (Number(req.headers["content-length"]) > maxBytes) return refuse()
  let seen = 0
  const count = (chunk: Buffer) => {
    seen += chunk.length
    if (seen <= maxBytes || refused) return
    req.off("data", count)
    refuse()
  }
  // multer pipes the request synchronously below, before the stream starts flowing: no chunk is missed.
  req.on("data", count)
  parse((err) => {
    req.off("data", count)
    if (!refused) done(err)
  })
}

/**
 * multer as every multipart route of both dialects reads: with `fileSize`,
 * one file in the part "file" (in memory); without, text fields only. `read`
 * runs it through `parseCapped` at the body cap; `limits` and `cap` are what
 * the dialect names in its refusals.
 */
export function multipartReader(fileSize?: number) {
  const limits =
    fileSize === undefined ? formFieldLimits() : fileUploadLimits(fileSize)
  const parse =
    fileSize === undefined
      ? multer({ limits }).none()
      : multer({
          storage: multer.memoryStorage(),
          // Browsers and curl send a file name as raw UTF-8 (busboy's default would read it as Latin-1).
          defParamCharset: "utf8",
          limits,
        }).single("file")
  const cap = multipartBodyCap(fileSize ?? 0)
  const read = (
    req: IncomingMessage,
    res: ServerResponse,
    tooLarge: () => void,
    done: (err?: unknown) => void
  ) =>
    parseCapped(
      req,
      res,
      cap,
      (finished) => parse(req as never, res as never, finished),
      tooLarge,
      done
    )
  return { limits, cap, read }
}
