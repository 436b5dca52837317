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
