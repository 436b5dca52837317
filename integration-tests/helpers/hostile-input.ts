import { settle } from "./api-client"

/**
 * Hostile requests for the input-limit tests (hostile-input-*.spec.ts):
 * bodies are built as text, without recursion, because JSON.stringify itself
 * overflows the stack on the nesting they carry.
 */

/** `levels` JSON arrays nested in one another: `[[[…]]]`. */
export function nestedArraysJson(levels: number): string {
  return "[".repeat(levels) + "]".repeat(levels)
}

/** One filter node nested `levels` deep through `type` (`multi` or `not`) around the filter `leaf`. */
export function nestedFilter(
  type: "multi" | "not",
  levels: number,
  leaf = '{"type":"equals","field":"id","value":"x"}'
): string {
  const open = `{"type":"${type}","queries":[`
  return `${open.repeat(levels - 1)}${leaf}${"]}".repeat(levels - 1)}`
}

/** Search criteria whose one filter is nested `levels` deep. */
export function nestedFilterCriteria(
  type: "multi" | "not",
  levels: number
): string {
  return `{"filter":[${nestedFilter(type, levels)}]}`
}

/** Every table the plugin writes, and Medusa's orders and products: a fingerprint of each. */
const TABLES = [
  "plugin_integration",
  "plugin_acl_role",
  "plugin_integration_acl_role",
  "plugin_user_acl_role",
  "plugin_user_access",
  "plugin_api_refresh_token",
  "plugin_b2b_profile",
  "plugin_b2b_field_mapping",
  "plugin_b2b_inbound_record",
  "plugin_product_history_entry",
  "order",
  "product",
]

type Db = { raw: (sql: string) => Promise<{ rows: any[] }> }

/** What hostile requests must leave alone: row count and a hash of every row, per table. */
export async function databaseFingerprint(
  db: Db
): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {}
  for (const table of TABLES) {
    // Table names come from the constant list above, never from a request.
    const { rows } = await db.raw(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`
    )
    fingerprint[table] = `${rows[0].n}:${rows[0].h}`
  }
  return fingerprint
}

type Api = { request: (config: Record<string, unknown>) => Promise<any> }

/** Sends a raw request and returns the response whatever its status; `data` is sent as given. */
export function rawRequest(
  api: Api,
  method: string,
  url: string,
  opts: { headers?: Record<string, string>; data?: unknown } = {}
) {
  return settle(
    api.request({
      method,
      url,
      headers: opts.headers ?? {},
      data: opts.data,
      // The body is already text: axios must not transform or re-encode it.
      transformRequest: [(d: unknown) => d],
      maxBodyLength: Infinity,
      maxContentLength: Infinity,
    })
  )
}

/**
 * A multipart body whose text fields and file name are exactly as given (NUL bytes included):
 * `name` goes into the header as it is, `encodedName` as RFC 5987 `filename*=UTF-8''…`.
 */
export function multipartWith(
  fields: Record<string, string>,
  file: { field: string; name?: string; encodedName?: string; content: string }
) {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  )
  const fileName =
    file.encodedName !== undefined
      ? `filename*=UTF-8''${file.encodedName}`
      : `filename="${file.name ?? "order.csv"}"`
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${fileName}\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n`
  )
  return {
    body: Buffer.from(parts.join("") + `--${boundary}--\r\n`, "utf8"),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
