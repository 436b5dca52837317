import { createHash } from "crypto"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { clientAddress } from "./client-address"

/**
 * Failed logins are throttled per user name (or client id) and client address,
 * as Shopware keys its login throttle: failures from one address never lock
 * the account's owner out at another. One counter serves `/api/oauth/token` and
 * Medusa's `/auth/{actor}/emailpass`, so switching dialects gains no guesses.
 */
export const THROTTLE = {
  /** Failed logins allowed before a wait; the wait doubles with each further failure. */
  freeAttempts: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  /** A subject's failures are forgotten this long after its last failure. */
  memorySeconds: 60 * 60,
  /** How long an attempt waits for the one before it (same subject) to finish. */
  queueSeconds: 5,
} as const

export type ThrottleState = { failures: number; lockedUntil: number }

/** Who tries to log in: a user name (e-mail) or an integration's client id, from one client address. */
export type LoginSubject = { kind: "user" | "client"; name: string; ip: string }

/** What an attempt's credentials turned out to be; `counts: false` for answers that say nothing about them (a 500). */
export type LoginVerdict<T> =
  { succeeded: true; value: T } | { succeeded: false; counts?: boolean }

export const loginSucceeded = <T>(value: T): LoginVerdict<T> => ({
  succeeded: true,
  value,
})
export const loginFailed = <T>(): LoginVerdict<T> => ({ succeeded: false })

const LOGIN_THROTTLED = "PLUGIN_LOGIN_THROTTLED"

/** The state after one more failure (pure). */
export function afterFailure(
  previous: ThrottleState | null | undefined,
  now: number
): ThrottleState {
  const failures = (previous?.failures ?? 0) + 1
  const over = failures - THROTTLE.freeAttempts
  const wait =
    over >= 0
      ? Math.min(THROTTLE.firstWaitSeconds * 2 ** over, THROTTLE.maxWaitSeconds)
      : 0
  return { failures, lockedUntil: now + wait * 1000 }
}

/** Whole seconds until the next attempt is allowed; 0 when it is (pure). */
export function secondsToWait(
  state: ThrottleState | null | undefined,
  now: number
): number {
  return state ? Math.max(0, Math.ceil((state.lockedUntil - now) / 1000)) : 0
}

/** The cache key: the name is hashed (any length, any characters), case does not make a new name. */
export function throttleKey(subject: LoginSubject): string {
  const name = createHash("sha256")
    .update(subject.name.toLowerCase())
    .digest("hex")
    .slice(0, 32)
  return `plugin-login-failures:${subject.kind}:${name}:${clientAddress(subject.ip)}`
}

function describe(subject: LoginSubject) {
  return `${subject.kind === "user" ? "user" : "client"} "${subject.name.slice(0, 200)}" from your address`
}

/** A refused attempt: how long to wait, in words and as a number (for Retry-After). */
export class LoginThrottledError extends MedusaError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string
  ) {
    super(MedusaError.Types.NOT_ALLOWED, detail, LOGIN_THROTTLED)
  }

  static locked(subject: LoginSubject, seconds: number) {
    const unit = seconds === 1 ? "second" : "seconds"
    return new LoginThrottledError(
      seconds,
      `Too many failed logins for ${describe(subject)}. Try again in ${seconds} ${unit}.`
    )
  }

  static busy(subject: LoginSubject) {
    return new LoginThrottledError(
      1,
      `Too many logins at once for ${describe(subject)}: the earlier ones are still being checked. Try again in 1 second.`
    )
  }
}

/**
 * The throttle, kept in Medusa's cache module (Redis with REDIS_URL, so it
 * holds across instances and restarts). Attempts for one subject run one at a
 * time under Medusa's locking module: the cache has no atomic increment, and
 * without the queue a burst of parallel guesses would all pass the check
 * before the first failure was counted.
 */
export class LoginThrottle {
  constructor(private readonly container: MedusaContainer) {}

  private get cache(): ICacheService {
    return this.container.resolve(Modules.CACHE)
  }

  /** Runs one attempt: refused with LoginThrottledError while the subject waits; a failed verdict counts, a success forgets. */
  async attempt<T>(
    subject: LoginSubject,
    check: () => Promise<LoginVerdict<T>>
  ): Promise<LoginVerdict<T>> {
    const key = throttleKey(subject)
    let started = false
    try {
      return await this.container.resolve(Modules.LOCKING).execute(
        `${key}:attempt`,
        async () => {
          started = true
          const wait = secondsToWait(
            await this.cache.get<ThrottleState>(key),
            Date.now()
          )
          if (wait > 0) throw LoginThrottledError.locked(subject, wait)
          const verdict = await check()
          if (verdict.succeeded) {
            await this.cache.invalidate(key)
          } else if (verdict.counts !== false) {
            const next = afterFailure(
              await this.cache.get<ThrottleState>(key),
              Date.now()
            )
            await this.cache.set(key, next, THROTTLE.memorySeconds)
          }
          return verdict
        },
        { timeout: THROTTLE.queueSeconds }
      )
    } catch (error) {
      // The locking providers time out with this message and no code of their own.
      if (
        !started &&
        /Timed-out acquiring lock/.test((error as Error)?.message ?? "")
      )
        throw LoginThrottledError.busy(subject)
      throw error
    }
  }
}
