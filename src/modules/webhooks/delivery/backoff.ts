/** How long a delivery is retried, counted from its first attempt. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * Pause after the n-th failed attempt (index n - 1); the last one repeats.
 * Short at first (a receiver restarting), then hours apart (a receiver down
 * for the night): about 16 attempts in 24 h without jitter.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  10 * SECOND,
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
]

/** Each pause is stretched or shrunk by up to this share, so failed receivers are not hit in lockstep. */
const JITTER = 0.2

/**
 * When to try a delivery again after `attemptsSoFar` failed attempts, or null
 * to give up. The first attempt (attemptsSoFar 0) is due now. A retry that
 * would fall after the 24 h window is pulled in to the window's end, so the
 * last try happens at 24 h; once that has been made (now at or past the end),
 * the answer is null. `random` (0 ≤ r < 1) is injectable to pin the jitter.
 */
export function nextAttemptAt(
  firstAttemptAt: Date,
  attemptsSoFar: number,
  now: Date,
  random: () => number = Math.random
): Date | null {
  const windowEnd = firstAttemptAt.getTime() + RETRY_WINDOW_MS
  if (now.getTime() >= windowEnd) {
    return null
  }
  if (attemptsSoFar <= 0) {
    return new Date(now.getTime())
  }
  const base =
    RETRY_DELAYS_MS[Math.min(attemptsSoFar, RETRY_DELAYS_MS.length) - 1]
  const factor = 1 - JITTER + 2 * JITTER * random()
  const next = now.getTime() + Math.round(base * factor)
  return new Date(Math.min(next, windowEnd))
}
