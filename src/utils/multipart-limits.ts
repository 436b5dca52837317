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
  /** Header lines of one part (Content-Disposition, Content-Type, …). */
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
