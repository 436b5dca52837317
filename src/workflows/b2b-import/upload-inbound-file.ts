import crypto from "crypto"
import path from "path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import sanitizeFilename from "sanitize-filename"
import { B2B_ERROR_CODES, b2bError } from "../../modules/b2b-import/errors"
import { b2bImport } from "../../modules/b2b-import"
import { uploadInboundFileWorkflow } from "./workflows/upload-inbound-file"

export type UploadedFile = { originalName: string; buffer: Buffer; contentType?: string | null }

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

async function activeProfile(container: MedusaContainer, profileId: string) {
  const [profile] = await b2bImport(container).listPluginB2bProfiles({ id: profileId }, { select: ["id", "name", "active"] })
  if (!profile) {
    throw b2bError("INVALID_DATA", B2B_ERROR_CODES.INVALID_PROFILE_ID, `There is no import profile with id "${profileId}".`)
  }
  if (!profile.active) {
    throw b2bError("INVALID_DATA", B2B_ERROR_CODES.INVALID_PROFILE_ID, `The import profile "${profile.name}" is inactive; activate it or use another profile.`)
  }
  return profile
}

/**
 * Accepts an order file for a profile: the same file (by SHA-256) for the
 * same profile returns the record it created before instead of a new one.
 */
export async function uploadInboundFile(container: MedusaContainer, input: { profileId: string; file: UploadedFile; uploadedBy: string | null }) {
  await activeProfile(container, input.profileId)
  const sha256 = crypto.createHash("sha256").update(input.file.buffer).digest("hex")
  // One upload per profile and content at a time, so two identical uploads cannot both create a record.
  return container.resolve(Modules.LOCKING).execute(`plugin-b2b-upload:${input.profileId}:${sha256}`, async () => {
    const [existing] = await b2bImport(container).listPluginB2bInboundRecords({ profile_id: input.profileId, file_sha256: sha256 }, { order: { created_at: "ASC" }, take: 1 })
    if (existing) {
      return { record: existing, duplicate: true }
    }
    const { result } = await uploadInboundFileWorkflow(container).run({
      input: {
        profileId: input.profileId,
        fileName: safeFileName(input.file.originalName),
        contentType: input.file.contentType || "application/octet-stream",
        contentBase64: input.file.buffer.toString("base64"),
        size: input.file.buffer.length,
        sha256,
        uploadedBy: input.uploadedBy,
      },
    })
    return { record: result, duplicate: false }
  }, { timeout: 30 })
}
