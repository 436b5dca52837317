/** How often this process tidies the outboxes and the delivery log. */
const TIDY_EVERY_MS = 60 * 60 * 1000

const lastTidied = new Map<string, number>()

/**
 * Whether this process should tidy `what` now: once an hour, not on every
 * pass (passes run every few seconds and at every commit; the tidying
 * deletes scan their tables). The first pass after start-up tidies.
 */
export function timeToTidy(what: string, now = Date.now()): boolean {
  const last = lastTidied.get(what)
  if (last !== undefined && now - last < TIDY_EVERY_MS) return false
  lastTidied.set(what, now)
  return true
}
