import crypto from "crypto"
import path from "path"
import sanitizeFilename from "sanitize-filename"

/**
 * A file name safe to store and show: no directories, no control or shell
 * characters, at most 120 characters; never empty.
 */
export function safeFileName(original: string): string {
  const base = path.basename(String(original ?? "").replace(/\\/g, "/"))
  const cleaned = sanitizeFilename(base, { replacement: "_" })
    .replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/^[._]+/, "")
    .slice(-120)
  return cleaned || "order-file"
}

/** What a record keeps of an order file: its hash (duplicate detection), size, safe name and media type. */
export function fileFacts(input: {
  contentBase64: string
  fileName: string
  contentType?: string | null
}) {
  const buffer = Buffer.from(input.contentBase64, "base64")
  return {
    sha256: crypto.createHash("sha256").update(buffer).digest("hex"),
    size: buffer.length,
    fileName: safeFileName(input.fileName),
    contentType: input.contentType || "application/octet-stream",
  }
}

/** The record's columns for an order file (its `fileFacts`) stored under `fileKey`. */
export function fileColumns(
  file: ReturnType<typeof fileFacts>,
  fileKey: string
) {
  return {
    file_name: file.fileName,
    file_size: file.size,
    file_sha256: file.sha256,
    content_type: file.contentType,
    file_key: fileKey,
  }
}
