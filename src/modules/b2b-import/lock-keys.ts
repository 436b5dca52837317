/**
 * The names of the import's locks (Medusa's locking module, shared by every
 * instance), declared once for everything that takes them.
 */
export const LOCK_KEYS = {
  /** A record: process, approve, reject, replace its file, delete it. */
  record: (recordId: string) => `plugin-b2b-inbound-record:${recordId}`,
  /** A file of a profile (by SHA-256): upload it, delete or replace the record that holds it. */
  file: (profileId: string, sha256: string) =>
    `plugin-b2b-upload:${profileId}:${sha256}`,
  /** A bulk pass's claim on a pending record (spreads records over passes running at once). */
  pendingClaim: (recordId: string) => `plugin-b2b-pending-claim:${recordId}`,
  /** An external order number of a profile: the run that may turn it into an order. */
  orderNumber: (profileId: string, externalNumber: string) =>
    `plugin-b2b-order-number:${profileId}:${externalNumber}`,
}
