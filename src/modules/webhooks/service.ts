import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MedusaService } from "@medusajs/framework/utils"
import { Webhook } from "./models/webhook"
import { WebhookDelivery } from "./models/webhook-delivery"
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDueDeliveries,
  enqueueDeliveries,
  type OutboxEvent,
  pruneFinishedDeliveries,
  recordAttempt,
} from "./repositories/deliveries"

type InjectedDependencies = { manager: { getKnex(): Knex } }

/** How long a run of failures may last before the webhook is switched off. */
export const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * Webhooks and their deliveries: the generated CRUD of both, and the
 * queue's own reads and writes (queue events, claim due deliveries, record
 * an attempt), which SQL serves best (repositories/deliveries.ts).
 */
export default class WebhooksModuleService extends MedusaService({
  Webhook,
  WebhookDelivery,
}) {
  protected readonly manager_: InjectedDependencies["manager"]

  constructor(dependencies: InjectedDependencies, ...rest: unknown[]) {
    super(dependencies, ...rest)
    this.manager_ = dependencies.manager
  }

  protected get knex_(): Knex {
    return this.manager_.getKnex()
  }

  /** Queues each event for those of `webhookIds` that are active webhooks of its name (idempotent per webhook and event). */
  async queueEvents(
    events: OutboxEvent[],
    webhookIds: string[]
  ): Promise<number> {
    return enqueueDeliveries(this.knex_, events, webhookIds)
  }

  /** Due deliveries, each held by this instance for `leaseSeconds`. */
  async claimDueDeliveries(
    limit: number,
    leaseSeconds = 60
  ): Promise<ClaimedDelivery[]> {
    return claimDueDeliveries(this.knex_, limit, leaseSeconds)
  }

  /** Records an attempt; answers the webhook it switched off after 24 hours of failures. */
  async recordAttempt(deliveryId: string, outcome: AttemptOutcome) {
    return recordAttempt(this.knex_, deliveryId, outcome, DISABLE_AFTER_MS)
  }

  /** Forgets finished deliveries older than the log keeps them (30 days), up to `limit` at a time. */
  async pruneDeliveryLog(limit = 1000): Promise<number> {
    return pruneFinishedDeliveries(this.knex_, limit)
  }
}
