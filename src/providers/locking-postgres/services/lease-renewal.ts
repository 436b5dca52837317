import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { renew } from "./lease-sql"

export type Renewal = { signal: AbortSignal; stop: () => void }

/**
 * Extends the lease on `keys` every third of its length while a job runs, so
 * two renewals may fail (a busy database) before anyone else can take the
 * keys. A renewal that finds a key gone or taken is final: the job's signal
 * aborts and `execute` reports that the job ran without its lock.
 */
export function renewWhileRunning(
  knex: Knex,
  keys: string[],
  ownerId: string,
  expireSeconds: number,
  logger?: Logger
): Renewal {
  const intervalMs = Math.max(Math.floor((expireSeconds * 1000) / 3), 250)
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const schedule = () => {
    timer = setTimeout(tick, intervalMs)
    timer.unref()
  }
  const tick = async () => {
    let lost: string[]
    try {
      lost = await renew(knex, keys, ownerId, expireSeconds)
    } catch (error) {
      if (!stopped) {
        logger?.warn(
          `Could not renew the lock on "${keys.join('", "')}" (${(error as Error).message}); trying again in ${intervalMs} ms.`
        )
        schedule()
      }
      return
    }
    if (stopped) return
    if (!lost.length) return schedule()
    const message = `Lost the lock on "${lost.join('", "')}" while the job still ran: its lease of ${expireSeconds} s ran out before it could be renewed.`
    logger?.warn(message)
    controller.abort(new MedusaError(MedusaError.Types.CONFLICT, message))
  }

  schedule()
  return {
    signal: controller.signal,
    stop: () => {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
