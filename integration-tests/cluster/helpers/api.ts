import { Client } from "pg"

/** The demo shop's admin (dev/seed-people.ts). */
export const ADMIN = { email: "admin@example.com", password: "supersecret" }

export type Json = Record<string, any>

/** fetch with a JSON body and answer; throws with the answer's text when `expectOk` and not 2xx. */
export async function call(
  url: string,
  init: RequestInit & { json?: unknown; token?: string } = {},
  expectOk = true
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {
    accept: "application/json",
    ...(init.headers as Record<string, string>),
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  let body = init.body
  if (init.json !== undefined) {
    headers["content-type"] = "application/json"
    body = JSON.stringify(init.json)
  }
  const res = await fetch(url, { ...init, headers, body })
  const text = await res.text()
  const parsed = text
    ? (() => {
        try {
          return JSON.parse(text)
        } catch {
          return { text }
        }
      })()
    : {}
  if (expectOk && !res.ok)
    throw new Error(
      `${init.method ?? "GET"} ${url} answered ${res.status}: ${text.slice(0, 500)}`
    )
  return { status: res.status, body: parsed }
}

/** A bearer token of the demo admin from Medusa's emailpass login. */
export async function adminToken(baseUrl: string): Promise<string> {
  const { body } = await call(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    json: ADMIN,
  })
  return body.token
}

/** Creates an admin integration of the `/api` dialect on `baseUrl`; returns its key and secret. */
export async function createApiIntegration(
  baseUrl: string,
  token: string,
  label: string
) {
  const { body } = await call(`${baseUrl}/admin/plugin-integrations`, {
    method: "POST",
    token,
    json: { label, admin: true },
  })
  return {
    accessKey: body.integration.access_key as string,
    secret: body.secret as string,
  }
}

/** A client-credentials token of the `/api` dialect. */
export async function apiToken(
  baseUrl: string,
  integration: { accessKey: string; secret: string }
): Promise<string> {
  const { body } = await call(`${baseUrl}/api/oauth/token`, {
    method: "POST",
    json: {
      grant_type: "client_credentials",
      client_id: integration.accessKey,
      client_secret: integration.secret,
    },
  })
  return body.access_token
}

/** The id of the demo ERP profile (semicolon CSV, automatic approval). */
export async function erpProfileId(db: Client): Promise<string> {
  const { rows } = await db.query(
    "SELECT id FROM plugin_b2b_profile WHERE name = $1 AND deleted_at IS NULL",
    ["Demo ERP (CSV, automatic)"]
  )
  if (!rows[0])
    throw new Error(
      "The demo ERP profile is missing: the database was not seeded (npm run test:cluster seeds it)."
    )
  return rows[0].id
}

/** An ERP order file for the demo customer K-10001. */
export function erpCsv(
  orderNumber: string,
  lines: [sku: string, qty: number][] = [
    ["SW01000", 1],
    ["SW01006", 1],
  ]
) {
  return [
    "Bestellnummer;Kundennummer;Artikelnummer;Menge;Bemerkung",
    ...lines.map(([sku, qty]) => `${orderNumber};K-10001;${sku};${qty};`),
  ].join("\n")
}

/** Uploads an order file through `/api` on `baseUrl`; returns the record id. */
export async function upload(
  baseUrl: string,
  token: string,
  profileId: string,
  file: string,
  fileName: string
): Promise<string> {
  const form = new FormData()
  form.append("profileId", profileId)
  form.append("file", new Blob([file], { type: "text/csv" }), fileName)
  const { body } = await call(`${baseUrl}/api/_action/plugin-b2b/upload`, {
    method: "POST",
    token,
    body: form,
  })
  return body.id
}

/** A connection to the cluster's database, for asserting what was written. */
export async function database(): Promise<Client> {
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  return client
}

/** Sets the stock of the given SKUs at every location to `quantity` (through the admin API), so bulk runs never run short. */
export async function stockUp(
  baseUrl: string,
  token: string,
  skus: string[],
  quantity: number
) {
  for (const sku of skus) {
    const { body } = await call(
      `${baseUrl}/admin/inventory-items?sku=${encodeURIComponent(sku)}&fields=id,location_levels.location_id`,
      { token }
    )
    const item = body.inventory_items?.[0]
    if (!item) throw new Error(`No inventory item for SKU ${sku}.`)
    for (const level of item.location_levels ?? []) {
      await call(
        `${baseUrl}/admin/inventory-items/${item.id}/location-levels/${level.location_id}`,
        { method: "POST", token, json: { stocked_quantity: quantity } }
      )
    }
  }
}

/** The inbound records with these ids as the database holds them. */
export async function recordsByIds(db: Client, ids: string[]) {
  const { rows } = await db.query(
    "SELECT id, status, attempts, order_id, error_message FROM plugin_b2b_inbound_record WHERE id = ANY($1)",
    [ids]
  )
  return rows as {
    id: string
    status: string
    attempts: number
    order_id: string | null
    error_message: string | null
  }[]
}

/** Orders created for these records (by the record id the import writes into order metadata), with how many each record got. */
export async function ordersPerRecord(db: Client, ids: string[]) {
  const { rows } = await db.query(
    `SELECT metadata->>'b2b_inbound_record_id' AS record_id, count(*)::int AS orders, array_agg(id) AS order_ids
       FROM "order" WHERE deleted_at IS NULL AND metadata->>'b2b_inbound_record_id' = ANY($1) GROUP BY 1`,
    [ids]
  )
  return rows as { record_id: string; orders: number; order_ids: string[] }[]
}

/** Polls `check` until it returns true or the seconds pass. */
export async function eventually(
  check: () => Promise<boolean>,
  seconds: number,
  what: string
) {
  for (let i = 0; i < seconds; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`Timed out after ${seconds} s waiting for ${what}.`)
}
