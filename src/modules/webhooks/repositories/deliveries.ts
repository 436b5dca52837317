import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { InferTypeOf } from "@medusajs/framework/types"
import type { Webhook } from "../models/webhook"

/** An event from a source module's outbox, as it is queued for every webhook of its name. */
export type OutboxEvent = {
  event_id: string
  event_name: string
  /** Events of one key (a record) reach a webhook in `event_seq` order. */
  ordering_key: string
  event_seq: number
  occurred_at: string
  payload: Record<string, unknown>
}

/** A delivery an instance holds the lease of, with what sending it needs. */
export type ClaimedDelivery = {
  id: string
  webhook_id: string
  event_id: string
  event_name: string
  occurred_at: Date
  payload: Record<string, unknown>
  attempts: number
  first_attempt_at: Date | null
  url: string
  secret_sealed: string
}

/**
 * Queues each event for those of `webhookIds` that are active webhooks of
 * its name; an event queued before (a dispatch that died before marking its
 * outbox) is not queued twice.
 */
export async function enqueueDeliveries(
  knex: Knex,
  events: OutboxEvent[],
  webhookIds: string[]
): Promise<number> {
  if (!events.length || !webhookIds.length) return 0
  const result = await knex.raw(
    `insert into plugin_webhook_delivery (id, webhook_id, event_id, event_name, ordering_key, event_seq, occurred_at, payload, next_attempt_at)
     select replace(gen_random_uuid()::text, '-', ''), w.id, e.event_id, e.event_name, e.ordering_key, e.event_seq, e.occurred_at, e.payload, now()
       from jsonb_to_recordset(?::jsonb) as e(event_id text, event_name text, ordering_key text, event_seq bigint, occurred_at timestamptz, payload jsonb)
       join plugin_webhook w on w.event_name = e.event_name and w.active and w.deleted_at is null
                            and w.id = any(?::text[])
                            -- A webhook hears of what happened after it was registered.
                            and e.occurred_at >= w.created_at
     on conflict (webhook_id, event_id) where deleted_at is null do nothing`,
    [JSON.stringify(events), webhookIds]
  )
  return (result as { rowCount?: number }).rowCount ?? 0
}

/** Deliveries of one owner (integration or user) in flight at most while other owners have deliveries due, so that nobody's backlog holds up the others. */
export const CLAIM_PER_OWNER = 10

/**
 * Takes up to `limit` deliveries that are due (queued and due, or running
 * with a lapsed lease: its instance died) and holds them for `leaseSeconds`.
 * SKIP LOCKED lets several instances claim side by side, each delivery once;
 * a delivery waits while an earlier one of its webhook and key is unfinished,
 * and while its webhook is switched off or deleted. Owners take turns: every
 * owner's first due delivery comes before anyone's second, and while several
 * owners have deliveries due, one has at most CLAIM_PER_OWNER in flight
 * (its deliveries running on any instance count), so that its receivers,
 * should they hang, leave the other senders free.
 *
 * One pass over the unfinished deliveries, whatever the statistics say: each
 * key's first in order is found by a window (not an anti-join, which stale
 * statistics after a burst turned into a scan per row: 200 ms a claim at
 * 1,000 due), the CTEs are materialised so that none is evaluated per row,
 * and the rows to lock are looked up by id from a short list.
 */
export async function claimDueDeliveries(
  knex: Knex,
  limit: number,
  leaseSeconds: number
): Promise<ClaimedDelivery[]> {
  const result = await knex.raw(
    `with unfinished as materialized (
       select d.id, d.status, d.next_attempt_at, d.lease_until, d.event_seq,
              coalesce(hook.integration_id, hook.user_id, '') as owner,
              row_number() over (
                partition by d.webhook_id, d.ordering_key
                order by d.event_seq, d.created_at, d.id) as place
         from plugin_webhook_delivery d
         join plugin_webhook hook on hook.id = d.webhook_id and hook.active and hook.deleted_at is null
        where d.deleted_at is null and d.status in ('queued', 'running')),
     candidates as materialized (
       select id, owner, next_attempt_at,
              row_number() over (partition by owner order by next_attempt_at, event_seq) as turn
         from unfinished
        where place = 1
          and ((status = 'queued' and next_attempt_at <= now())
            or (status = 'running' and lease_until < now()))),
     in_flight as materialized (
       select owner, count(*)::int as n from unfinished
        where status = 'running' and lease_until >= now()
        group by owner),
     shortlist as materialized (
       select c.id, c.turn, c.next_attempt_at from candidates c
         left join in_flight f on f.owner = c.owner
        where (select count(distinct owner) from candidates) = 1
           or c.turn + coalesce(f.n, 0) <= ?
        order by c.turn, c.next_attempt_at
        limit ?),
     due as (
       select d.id from shortlist c
         join plugin_webhook_delivery d on d.id = c.id
        where (d.status = 'queued' or (d.status = 'running' and d.lease_until < now()))
        order by c.turn, c.next_attempt_at
        limit ?
        for update of d skip locked)
     update plugin_webhook_delivery d
        set status = 'running', lease_until = now() + make_interval(secs => ?),
            first_attempt_at = coalesce(d.first_attempt_at, now()), updated_at = now()
       from due, plugin_webhook w
      where d.id = due.id and w.id = d.webhook_id
     returning d.id, d.webhook_id, d.event_id, d.event_name, d.occurred_at, d.payload, d.attempts,
               d.first_attempt_at, w.url, w.secret_sealed`,
    // The short list leaves room for rows another instance holds (SKIP LOCKED).
    [CLAIM_PER_OWNER, limit * 4, limit, leaseSeconds]
  )
  return (result as { rows: ClaimedDelivery[] }).rows
}

/** What one attempt came to, and when to try again (null: give up). */
export type AttemptOutcome = {
  ok: boolean
  statusCode: number | null
  error: string | null
  latencyMs: number
  responseExcerpt: string | null
  nextAttemptAt: Date | null
}

/** A webhook just switched off after 24 hours of failures, with its owner. */
export type SwitchedOffWebhook = Pick<
  InferTypeOf<typeof Webhook>,
  "id" | "name" | "url" | "integration_id" | "user_id"
>

/** Records an attempt on its delivery and its webhook's failure count; answers the webhook when the attempt switched it off. */
export async function recordAttempt(
  knex: Knex,
  deliveryId: string,
  outcome: AttemptOutcome,
  disableAfterMs: number
): Promise<SwitchedOffWebhook | null> {
  return knex.transaction(async (trx) => {
    const status = outcome.ok
      ? "success"
      : outcome.nextAttemptAt
        ? "queued"
        : "failed"
    const [delivery] = await trx("plugin_webhook_delivery")
      .where({ id: deliveryId })
      .update({
        status,
        attempts: trx.raw("attempts + 1"),
        last_attempt_at: trx.fn.now(),
        lease_until: null,
        next_attempt_at: outcome.nextAttemptAt ?? trx.fn.now(),
        last_status_code: outcome.statusCode,
        last_error: outcome.error,
        last_latency_ms: Math.round(outcome.latencyMs),
        response_excerpt: outcome.responseExcerpt,
        delivered_at: outcome.ok ? trx.fn.now() : null,
        updated_at: trx.fn.now(),
      })
      .returning(["webhook_id"])
    if (!delivery) return null
    if (outcome.ok) {
      await trx("plugin_webhook").where({ id: delivery.webhook_id }).update({
        error_count: 0,
        failing_since: null,
        last_success_at: trx.fn.now(),
        updated_at: trx.fn.now(),
      })
      return null
    }
    const [webhook] = await trx("plugin_webhook")
      .where({ id: delivery.webhook_id })
      .update({
        error_count: trx.raw("error_count + 1"),
        failing_since: trx.raw("coalesce(failing_since, now())"),
        updated_at: trx.fn.now(),
      })
      .returning([
        "id",
        "name",
        "url",
        "active",
        "failing_since",
        "integration_id",
        "user_id",
      ])
    if (!webhook?.active) return null
    const since = new Date(webhook.failing_since).getTime()
    if (Date.now() - since < disableAfterMs) return null
    await trx("plugin_webhook")
      .where({ id: webhook.id })
      .update({
        active: false,
        deactivated_at: trx.fn.now(),
        deactivation_reason: `Every delivery failed for 24 hours (last error: ${outcome.error ?? "none"}).`,
      })
    return {
      id: webhook.id,
      name: webhook.name,
      url: webhook.url,
      integration_id: webhook.integration_id,
      user_id: webhook.user_id,
    }
  })
}

/** Finished deliveries are kept this long in the log. */
export const DELIVERY_LOG_DAYS = 30

/** Deletes up to `limit` deliveries finished over DELIVERY_LOG_DAYS ago, or of deleted webhooks; answers how many. */
export async function pruneFinishedDeliveries(
  knex: Knex,
  limit: number
): Promise<number> {
  const result = await knex.raw(
    `delete from plugin_webhook_delivery where id in (
       select id from plugin_webhook_delivery
        where (status in ('success', 'failed') and updated_at < now() - make_interval(days => ?))
           or webhook_id in (select id from plugin_webhook where deleted_at is not null)
        limit ?)`,
    [DELIVERY_LOG_DAYS, limit]
  )
  return (result as { rowCount?: number }).rowCount ?? 0
}
