import type { TFunction } from "i18next"
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

/** Why an upload failed, in the clerk's words (the server's own words for a refused file). */
function failure(
  t: TFunction,
  status: number,
  message: string | undefined,
  file: File
): string {
  if (status === 413) {
    const limit = /(\d+) bytes/.exec(message ?? "")?.[1]
    const size = `"${file.name}" (${formatBytes(file.size)})`
    return limit
      ? t("import.upload.errors.tooLarge", {
          file: size,
          limit: formatBytes(Number(limit)),
        })
      : t("import.upload.errors.tooLargeNoLimit", { file: size })
  }
  if (status === 401) return t("import.upload.errors.session")
  if (status === 403) return t("import.upload.errors.forbidden")
  return message || t("import.upload.errors.failed", { status })
}

/**
 * Posts a multipart form holding `file` (the admin's session cookie) and
 * reports progress from 0 to 1; resolves with the answer's body, rejects with
 * an Error in words.
 */
function postFileForm(
  t: TFunction,
  url: string,
  form: FormData,
  file: File,
  onProgress: (fraction: number) => void
): Promise<{ record: InboundRecord; duplicate?: boolean }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open("POST", url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300 && body?.record) {
        onProgress(1)
        resolve({ record: body.record, duplicate: body.duplicate })
      } else {
        reject(new Error(failure(t, xhr.status, body?.message, file)))
      }
    }
    xhr.onerror = () => reject(new Error(t("import.upload.errors.network")))
    xhr.onabort = () => reject(new Error(t("import.upload.errors.cancelled")))
    xhr.send(form)
  })
}

/** Uploads an order file for a profile; `hold` keeps it out of bulk passes until processed explicitly. */
export function uploadRecordFile(
  t: TFunction,
  profileId: string,
  file: File,
  onProgress: (fraction: number) => void,
  hold = false
): Promise<UploadAnswer> {
  const form = new FormData()
  form.append("profile_id", profileId)
  if (hold) form.append("hold", "true")
  form.append("file", file)
  return postFileForm(t, "/admin/b2b/records", form, file, onProgress).then(
    (body) => ({ record: body.record, duplicate: Boolean(body.duplicate) })
  )
}

/** Gives a record a corrected file; the record answered is pending again. */
export function replaceRecordFile(
  t: TFunction,
  id: string,
  file: File,
  onProgress: (fraction: number) => void
): Promise<InboundRecord> {
  const form = new FormData()
  form.append("file", file)
  return postFileForm(
    t,
    `/admin/b2b/records/${encodeURIComponent(id)}/replace-file`,
    form,
    file,
    onProgress
  ).then((body) => body.record)
}
