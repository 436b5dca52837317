import crypto from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { b2bImport } from "../../modules/b2b-import"
import { LOCK_KEYS } from "../../modules/b2b-import/lock-keys"

/** How long a second caller waits for a record another run holds, in seconds. */
const WAIT_SECONDS = 120
/**
 * Lease of the locks, in seconds: renewed while the job runs, so it only
 * bounds how long a killed instance keeps the record from others.
 */
const LEASE_SECONDS = 15
const timing = { timeout: WAIT_SECONDS, expire: LEASE_SECONDS }

/** Runs the job under the record's lock, as process, approve, check and reject do. */
export function withRecordLock<T>(
  container: MedusaContainer,
  id: string,
  job: () => Promise<T>
): Promise<T> {
  return container
    .resolve(Modules.LOCKING)
    .execute(LOCK_KEYS.record(id), job, timing)
}

/**
 * Runs the job under the locks of records and of the files they hold (and of
 * a file about to replace one): a delete or a replacement never lands in the
 * middle of a run, and an upload of the same file waits for it, then finds
 * the record as it is after (never one that is about to disappear).
 */
export async function withRecordAndFileLocks<T>(
  container: MedusaContainer,
  input: { ids: string[]; newFile?: Buffer },
  job: () => Promise<T>
): Promise<T> {
  const records = await b2bImport(container).listInboundRecords(
    { id: input.ids },
    { select: ["id", "profile_id", "file_sha256"] }
  )
  const newSha = input.newFile
    ? crypto.createHash("sha256").update(input.newFile).digest("hex")
    : null
  const keys = new Set(input.ids.map(LOCK_KEYS.record))
  for (const r of records) {
    keys.add(LOCK_KEYS.file(r.profile_id, r.file_sha256))
    if (newSha) keys.add(LOCK_KEYS.file(r.profile_id, newSha))
  }
  // One order for every caller, so two of them never wait for each other's half.
  return container
    .resolve(Modules.LOCKING)
    .execute([...keys].sort(), job, timing)
}
