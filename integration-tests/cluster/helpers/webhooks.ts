import type http from "node:http"
import type { Client } from "pg"
import { startReceiver } from "../../../src/modules/webhooks/delivery/__tests__/receiver"
import { call } from "./api"

/** What every instance of a webhook test needs: a receiver on 127.0.0.1 allowed, and no pending job taking the uploads. */
export const WEBHOOK_ENV = {
  PLUGIN_WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
  PLUGIN_PENDING_JOB_ENABLED: "false",
}

/** Registers a webhook through `/api` as a Shopware client does; answers its id and secret. */
export async function registerWebhook(
  baseUrl: string,
  token: string,
  eventName: string,
  url: string
): Promise<{ id: string; secret: string }> {
  const { body } = await call(`${baseUrl}/api/webhook?_response=1`, {
    method: "POST",
    token,
    json: { name: `cluster ${eventName} ${url}`, eventName, url },
  })
  return { id: body.data.id, secret: body.data.secret }
}

/** One request the receiver got, as the test reads it. */
export type Arrival = {
  path: string
  eventId: string
  event: string
  recordId: string | undefined
  status: string | undefined
  externalOrderNumber: string | undefined
  /** What the receiver answered (0: it never answered, e.g. the sender died). */
  answered: number
}

/**
 * Decides the answer to one arrival: a status, after `delayMs`; `hold`
 * keeps the request open until the returned promise settles.
 */
export type Answer = (
  arrival: Arrival,
  seen: number
) => { status: number; delayMs?: number; hold?: Promise<void> }

/** A webhook receiver logging every arrival by event id, with a per-arrival answer. */
export async function webhookReceiver(port = 0) {
  const inner = await startReceiver(port)
  const arrivals: Arrival[] = []
  const seen = new Map<string, number>()
  let answer: Answer = () => ({ status: 204 })
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const got = inner.received[inner.received.length - 1]
    const body = JSON.parse(got.body)
    const arrival: Arrival = {
      path: got.path,
      eventId: body.source?.eventId,
      event: body.data?.event,
      recordId: body.data?.payload?.recordId,
      status: body.data?.payload?.status,
      externalOrderNumber: body.data?.payload?.externalOrderNumber,
      answered: 0,
    }
    arrivals.push(arrival)
    const count = (seen.get(arrival.eventId) ?? 0) + 1
    seen.set(arrival.eventId, count)
    const { status, delayMs = 0, hold } = answer(arrival, count)
    // The sender went away before the answer (it died, or gave up after its timeout).
    let gone = false
    res.on("close", () => (gone = !res.writableFinished))
    void (hold ?? Promise.resolve()).then(() =>
      setTimeout(() => {
        if (gone || res.destroyed) return
        arrival.answered = status
        res.writeHead(status).end()
      }, delayMs)
    )
  }
  return {
    port: inner.port,
    url: (path: string) => {
      inner.route(path, handle)
      return inner.url(path)
    },
    arrivals,
    answerWith: (next: Answer) => {
      answer = next
    },
    /** Arrivals the receiver answered 2xx: deliveries that count. */
    delivered: (filter: (a: Arrival) => boolean = () => true) =>
      arrivals.filter(
        (a) => a.answered >= 200 && a.answered < 300 && filter(a)
      ),
    close: inner.close,
  }
}

/** The outbox events of these records, oldest first. */
export async function recordOutbox(db: Client, recordIds: string[]) {
  const { rows } = await db.query(
    `SELECT id, record_id, event_name, status, seq::int AS seq, dispatched_at
       FROM plugin_b2b_record_event WHERE record_id = ANY($1) ORDER BY seq`,
    [recordIds]
  )
  return rows as {
    id: string
    record_id: string
    event_name: string
    status: string
    seq: number
    dispatched_at: Date | null
  }[]
}

/** A webhook's delivery rows. */
export async function deliveryRows(db: Client, webhookId: string) {
  const { rows } = await db.query(
    `SELECT event_id, status, attempts, ordering_key, event_seq, last_error
       FROM plugin_webhook_delivery WHERE webhook_id = $1 AND deleted_at IS NULL ORDER BY event_seq`,
    [webhookId]
  )
  return rows as {
    event_id: string
    status: string
    attempts: number
    ordering_key: string
    event_seq: number
    last_error: string | null
  }[]
}

/** How many arrivals each event id had. */
export function countByEvent(arrivals: Arrival[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const a of arrivals)
    counts.set(a.eventId, (counts.get(a.eventId) ?? 0) + 1)
  return counts
}
