import { formatBytes } from "../../lib/format"
import type { InboundRecord } from "./types"

export type UploadAnswer = { record: InboundRecord; duplicate: boolean }

function parse(
  text: string
): { record?: InboundRecord; duplicate?: boolean; message?: string } | null {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function failure(
  status: number,
  message: string | undefined,
  file: File
): string {
  if (status === 413) {
    const limit = /(\d+) bytes/.exec(message ?? "")?.[1]
    const size = `"${file.name}" (${formatBytes(file.size)})`
    return limit
      ? `${size} is larger than the upload limit of ${formatBytes(Number(limit))}.`
      : `${size} is larger than the upload limit.`
  }
  if (status === 401)
    return "Your session has ended. Log in again and repeat the upload."
  if (status === 403) return "You are not allowed to upload order files."
  return (
    message ||
    `The upload failed (the server answered ${status}). Please try again.`
  )
}

/**
 * Uploads an order file for a profile (multipart, the admin's session cookie)
 * and reports progress from 0 to 1; rejects with an Error in words.
 */
export function uploadRecordFile(
  profileId: string,
  file: File,
  onProgress: (fraction: number) => void
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    form.append("profile_id", profileId)
    form.append("file", file)
    const xhr = new XMLHttpRequest()
    xhr.open("POST", "/admin/b2b/records")
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300 && body?.record) {
        onProgress(1)
        resolve({ record: body.record, duplicate: Boolean(body.duplicate) })
      } else {
        reject(new Error(failure(xhr.status, body?.message, file)))
      }
    }
    xhr.onerror = () =>
      reject(
        new Error(
          "The upload failed: the server could not be reached. Check the connection and try again."
        )
      )
    xhr.onabort = () => reject(new Error("The upload was cancelled."))
    xhr.send(form)
  })
}
