import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Notification } from "pg"
import { b2bImport } from "../../../modules/b2b-import"
import { HISTORY_WAKE_UP_PAYLOAD } from "../../../modules/product-history/outbox/event-write-sql"
import { webhooks } from "../../../modules/webhooks"
import { runWebhookPass } from "./run-webhook-pass"

/** The channel the outbox triggers notify at commit (their migrations). */
export const WAKE_UP_CHANNEL = "plugin_webhook_events"
/** Notifications within this window start one pass. */
const SETTLE_MS = 25
/** After the connection broke, listening starts again this much later. */
const RELISTEN_MS = 5_000
/**
 * How long a product save's wake-up trusts the last look at whether a
 * webhook is active. A webhook made meanwhile (on another instance, say)
 * hears of saves from the job's next run, within seconds, instead of at once.
 */
const ACTIVE_WEBHOOKS_TRUSTED_MS = 2_000

type Listening = {
  on(event: "notification", listener: (n: Notification) => void): unknown
  on(event: "error" | "end", listener: () => void): unknown
  query(sql: string): Promise<unknown>
}

let started = false

/**
 * Whether a wake-up has anything to do at once: a webhook to deliver to, or
 * a record's event for the admin's feed. Without either, a save's event
 * waits for the job's next pass (within seconds), which marks it, instead of
 * running two workflows beside every save (bench history-capture).
 */
async function wakeUpHasWork(
  container: MedusaContainer,
  seen: ActiveWebhooks
): Promise<boolean> {
  const [hooks, records] = await Promise.all([
    seen.look(container),
    b2bImport(container).listInboundRecordEvents(
      { dispatched_at: null },
      { take: 1, select: ["id"] }
    ),
  ])
  return hooks || records.length > 0
}

/**
 * Whether a webhook is active, looked up at most once per
 * ACTIVE_WEBHOOKS_TRUSTED_MS for product saves: a shop without webhooks
 * saves products many times a second, and each save's commit wakes the
 * delivery (bench history-capture).
 */
class ActiveWebhooks {
  private active = false
  private lookedAt = -Infinity

  async look(container: MedusaContainer): Promise<boolean> {
    const hooks = await webhooks(container).listWebhooks(
      { active: true },
      { take: 1, select: ["id"] }
    )
    this.active = hooks.length > 0
    this.lookedAt = Date.now()
    return this.active
  }

  async recent(container: MedusaContainer): Promise<boolean> {
    return Date.now() - this.lookedAt < ACTIVE_WEBHOOKS_TRUSTED_MS
      ? this.active
      : await this.look(container)
  }
}

/**
 * Delivers as soon as an event commits, instead of at the job's next run:
 * one connection per process (outside the pool) listens to the outbox
 * triggers' notifications and starts a pass, one at a time (a notification
 * during a pass starts one more after it). The job stays the safety net:
 * a lost connection, another instance's events, retries that fall due.
 */
export function listenForWebhookEvents(container: MedusaContainer): void {
  if (started) return
  started = true
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const seen = new ActiveWebhooks()
  let running = false
  let again = false
  // Woken by something else than a product save (a record's event): the admin's feed may wait too.
  let notSave = false
  let timer: NodeJS.Timeout | undefined

  const pass = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const records = notSave
        notSave = false
        const work = records
          ? await wakeUpHasWork(container, seen)
          : await seen.recent(container)
        if (work) await runWebhookPass(container)
      } while (again)
    } catch (error) {
      logger.warn(
        `Webhooks: a delivery pass failed (the job tries again): ${error instanceof Error ? error.message : String(error)}`
      )
    } finally {
      running = false
    }
  }
  const wake = (notification: Notification) => {
    if (notification.payload !== HISTORY_WAKE_UP_PAYLOAD) notSave = true
    clearTimeout(timer)
    timer = setTimeout(() => void pass(), SETTLE_MS)
  }

  const listen = async () => {
    try {
      const connection = (await knex.client.acquireRawConnection()) as Listening
      // A broken connection says so by "error", "end" or both: listen again once.
      let retried = false
      const retry = () => {
        if (retried) return
        retried = true
        setTimeout(() => void listen(), RELISTEN_MS).unref()
      }
      connection.on("error", retry)
      connection.on("end", retry)
      connection.on("notification", wake)
      await connection.query(`LISTEN ${WAKE_UP_CHANNEL}`)
    } catch (error) {
      logger.warn(
        `Webhooks: cannot listen for new events (delivery waits for the job): ${error instanceof Error ? error.message : String(error)}`
      )
      setTimeout(() => void listen(), RELISTEN_MS).unref()
    }
  }
  void listen()
}
