import { FUNCTIONS } from "../capture/install"
import { MEDUSA_COLUMNS_READ } from "../capture/medusa-schema"
import { PRICE_LOCKED_TABLES } from "../capture/sql/prices"
import { TRACKED_TABLES } from "../capture/sql/stage"

/**
 * The capture's SQL may read only Medusa columns that MEDUSA_COLUMNS_READ
 * lists (start-up probes exactly those). Every `alias.column` of the SQL is
 * checked against the tables its alias is bound to in the same function
 * (`FROM product pr`, `JOIN price_rule pr`); a record variable (`r.id`,
 * `v_variant.product_id`) against every listed table.
 */

type Read = { alias: string; column: string; tables: string[] }

const OWN_TABLE = /^plugin_product_history_/
/** Record variables over the plugin's own tables (FOR s IN DELETE FROM plugin_product_history_staging …). */
const OWN_RECORDS = new Set(["s"])
/** PostgreSQL's system columns (a row's writer, `xmin`). */
const SYSTEM_COLUMNS = new Set(["xmin", "ctid"])

function columnsRead(sql: string): Read[] {
  // Comments and quoted strings (field names such as 'stock.reserved') are not column reads.
  const code = sql.replace(/--[^\n]*/g, "").replace(/'(?:[^']|'')*'/g, "''")
  const bound = new Map<string, Set<string>>()
  for (const [, table, alias] of code.matchAll(
    /\b(?:FROM|JOIN)\s+("?[a-z_]+"?)\s+(?:AS\s+)?([a-z_]+)\b/gi
  )) {
    if (/^(WHERE|ON|JOIN|LEFT|CROSS|ORDER|GROUP|LIMIT|UNION)$/i.test(alias))
      continue
    const name = table.replace(/"/g, "")
    if (!bound.has(alias)) bound.set(alias, new Set())
    bound.get(alias)?.add(name)
  }
  // Subqueries' aliases (`) k`) and common table expressions (`WITH live AS (`) name derived columns.
  const derived = new Set([
    ...[...code.matchAll(/\)\s+([a-z_]+)\b/gi)].map(([, alias]) => alias),
    ...[...code.matchAll(/\b([a-z_]+)\s+AS\s+\(/gi)].map(([, name]) => name),
  ])
  const reads: Read[] = []
  for (const [, alias, column] of code.matchAll(
    /\b([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\b/gi
  )) {
    if (SYSTEM_COLUMNS.has(column) || OWN_TABLE.test(alias)) continue
    const boundTo = [...(bound.get(alias) ?? [])]
    if (boundTo.some((t) => OWN_TABLE.test(t))) continue
    const tables = boundTo.filter((t) => !derived.has(t))
    // Bound only to subqueries or CTEs, or a record over the plugin's own rows.
    if (
      !tables.length &&
      (boundTo.length || derived.has(alias) || OWN_RECORDS.has(alias))
    )
      continue
    reads.push({ alias, column, tables })
  }
  return reads
}

const LISTED = MEDUSA_COLUMNS_READ as Record<string, readonly string[]>

function unlisted(sql: string): string[] {
  return columnsRead(sql)
    .filter(({ column, tables }) =>
      tables.length
        ? !tables.some((t) => LISTED[t]?.includes(column))
        : !Object.values(LISTED).some((columns) => columns.includes(column))
    )
    .map(
      ({ alias, column, tables }) =>
        `${alias}.${column} (${tables.join("|") || "record"})`
    )
}

describe("the Medusa columns the capture reads", () => {
  it("are all listed, for the start-up probe", () => {
    expect(FUNCTIONS.flatMap(unlisted)).toEqual([])
  })

  it("include every table a trigger is put on", () => {
    expect(
      [...TRACKED_TABLES, ...PRICE_LOCKED_TABLES].filter((t) => !(t in LISTED))
    ).toEqual([])
  })

  it("the check finds a column read but not listed", () => {
    expect(
      unlisted(
        `SELECT pr.title, pr.colour, c.name FROM product pr JOIN product_category c ON c.id = pr.id WHERE r.nonsense`
      )
    ).toEqual(["pr.colour (product)", "r.nonsense (record)"])
  })

  it("reads something of every listed table but the ones only locked", () => {
    const read = new Set(
      FUNCTIONS.flatMap(columnsRead).flatMap((r) => r.tables)
    )
    const unread = Object.keys(LISTED).filter(
      (t) => !read.has(t) && LISTED[t].length > 0
    )
    expect(unread).toEqual([])
  })
})
