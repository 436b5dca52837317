import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ApiError, ApiErrorCode } from "../errors"

/** Failed logins allowed before a wait; the wait doubles with each further failure. */
const FREE_ATTEMPTS = 5
const FIRST_WAIT_SECONDS = 30
const MAX_WAIT_SECONDS = 15 * 60
const MEMORY_SECONDS = 60 * 60

type Record = { failures: number; lockedUntil: number }

/**
 * Throttles failed logins per username or client id. Kept in Medusa's cache
 * module, so it holds across instances when the cache is Redis.
 */
export class LoginThrottle {
  constructor(private readonly container: MedusaContainer) {}

  private get cache(): ICacheService {
    return this.container.resolve(Modules.CACHE)
  }

  private key(subject: string) {
    return `plugin-api:login-failures:${subject.toLowerCase()}`
  }

  async assertAllowed(subject: string, what: string) {
    const record = await this.cache.get<Record>(this.key(subject))
    const waitSeconds = record ? Math.ceil((record.lockedUntil - Date.now()) / 1000) : 0
    if (waitSeconds > 0) {
      throw new ApiError({
        status: 429,
        code: ApiErrorCode.TOO_MANY_ATTEMPTS,
        detail: `Too many failed logins for ${what}. Try again in ${waitSeconds} seconds.`,
        meta: { retryAfter: waitSeconds },
      })
    }
  }

  async recordFailure(subject: string) {
    const previous = await this.cache.get<Record>(this.key(subject))
    const failures = (previous?.failures ?? 0) + 1
    const over = failures - FREE_ATTEMPTS
    const wait = over >= 0 ? Math.min(FIRST_WAIT_SECONDS * 2 ** over, MAX_WAIT_SECONDS) : 0
    await this.cache.set(this.key(subject), { failures, lockedUntil: Date.now() + wait * 1000 }, MEMORY_SECONDS)
  }

  async reset(subject: string) {
    await this.cache.invalidate(this.key(subject))
  }
}
