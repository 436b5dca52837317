import type { ServerResponse } from "http"

/** RFC 5987 value: percent-encoded UTF-8, also the characters encodeURIComponent leaves that the grammar does not allow. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )

/** A plain ASCII fallback name: no quotes, backslashes, control or non-ASCII characters. */
const asciiName = (value: string) =>
  value.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "download"

const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*charset=[\w-]+)?$/i

/**
 * Sends bytes as a download: attachment with the name both plain and as
 * RFC 5987 `filename*` (no header injection, whatever the name holds), the
 * media type when it looks like one (else application/octet-stream),
 * `nosniff` and no caching.
 */
export function sendAttachment(
  res: ServerResponse,
  file: { content: Buffer | string; fileName: string; contentType: string }
): void {
  const type = MEDIA_TYPE.test(file.contentType)
    ? file.contentType
    : "application/octet-stream"
  const body =
    typeof file.content === "string"
      ? Buffer.from(file.content, "utf8")
      : file.content
  res.statusCode = 200
  res.setHeader("content-type", type)
  res.setHeader(
    "content-disposition",
    `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${rfc5987(file.fileName)}`
  )
  res.setHeader("x-content-type-options", "nosniff")
  res.setHeader("cache-control", "private, no-store")
  res.setHeader("content-length", body.length)
  res.end(body)
}
