import crypto from "node:crypto"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  describeMissing,
  type MissingColumn,
  missingMedusaColumns,
} from "./medusa-schema"
import { FLUSH_FUNCTIONS } from "./sql/flush"
import { STAGE_FUNCTIONS, TRACKED_TABLES } from "./sql/stage"
import {
  PRICE_DEDUPE_FUNCTION,
  PRICE_KEY_FUNCTION,
  PRICE_LOCK_FUNCTION,
  PRICE_LOCKED_TABLES,
} from "./sql/prices"
import { STATE_FUNCTIONS } from "./sql/state"
import { RESERVATION_TABLES, STOCK_FUNCTIONS } from "./sql/stock"

/** The capture's SQL functions, in the order they are created. */
export const FUNCTIONS = [
  ...STATE_FUNCTIONS,
  ...STAGE_FUNCTIONS,
  PRICE_LOCK_FUNCTION,
  PRICE_KEY_FUNCTION,
  PRICE_DEDUPE_FUNCTION,
  ...FLUSH_FUNCTIONS,
  ...STOCK_FUNCTIONS,
]
/** The triggers on other modules' tables, each with the tables it is on. */
const TRIGGERS = [
  {
    name: "plugin_history_stage",
    tables: TRACKED_TABLES,
    sql: `BEFORE INSERT OR UPDATE OR DELETE ON ?? FOR EACH ROW EXECUTE FUNCTION plugin_history_stage()`,
  },
  // Reservations name the orders that move stock (sql/stock.ts); switched on and off with the capture.
  {
    name: "plugin_history_stage",
    tables: RESERVATION_TABLES,
    sql: `BEFORE INSERT OR UPDATE OR DELETE ON ?? FOR EACH ROW EXECUTE FUNCTION plugin_history_stage_reservation()`,
  },
  {
    name: "plugin_history_price_lock",
    tables: PRICE_LOCKED_TABLES,
    sql: `BEFORE INSERT OR UPDATE OR DELETE ON ?? FOR EACH STATEMENT EXECUTE FUNCTION plugin_history_price_lock()`,
  },
] as const
/** The tables the staging trigger (`plugin_history_stage`) is on: what switching the capture off covers. */
export const STAGED_TABLES = [
  ...new Set(
    TRIGGERS.filter((t) => t.name === "plugin_history_stage").flatMap((t) => [
      ...t.tables,
    ])
  ),
]
/** Changes whenever the SQL changes, so a start-up after an upgrade reinstalls. */
const CAPTURE_VERSION = crypto
  .createHash("sha256")
  .update([...FUNCTIONS, ...TRIGGERS.map((t) => t.name + t.sql)].join("\n"))
  .digest("hex")
  .slice(0, 16)
/** Any number, the same in every instance: concurrent start-ups install one after the other. */
const INSTALL_LOCK = 74_210_523

const OWN_TABLES = [
  "plugin_product_history_entry",
  "plugin_product_history_staging",
  "plugin_product_history_guard_passed",
]

export type InstallResult =
  | { result: "installed" | "current" }
  | { result: "tables-missing"; tables: string[] }
  | { result: "unsupported"; missing: MissingColumn[] }

/** The log line and admin banner for a schema the capture cannot read. */
export function unsupportedSchemaProblem(missing: MissingColumn[]): string {
  return `Product history is not recorded: Medusa's database has no ${missing.map(describeMissing).join(", ")}, which the capture reads. This Medusa version is not supported by this plugin version; update the plugin. Product saves go on unrecorded meanwhile.`
}

/**
 * Installs (or upgrades) the capture functions and triggers. Runs at start-up;
 * a marker on the flush function makes it a no-op when the installed SQL is
 * current. Its own tables are missing before `db:migrate`. When Medusa's
 * schema lacks a table or column the capture reads (an upgrade renamed it),
 * nothing is installed and the triggers are switched off, so product saves
 * never fail inside them.
 */
export async function installCapture(
  knex: Knex,
  enabled: boolean
): Promise<InstallResult> {
  return await knex.transaction(async (trx) => {
    const { rows: ownMissing } = await trx.raw(
      `SELECT t FROM unnest(?::text[]) t WHERE to_regclass(t) IS NULL`,
      [OWN_TABLES]
    )
    if (ownMissing.length)
      return {
        result: "tables-missing",
        tables: ownMissing.map((r: { t: string }) => r.t),
      }
    await trx.raw(`SELECT pg_advisory_xact_lock(?)`, [INSTALL_LOCK])
    const missing = await missingMedusaColumns(trx)
    if (missing.length) {
      // Nothing half-installed: triggers already there are switched off, so no save runs into the missing column.
      await setCaptureEnabled(trx, false)
      // A whole table missing is a database not migrated yet (db:migrate loads modules before all have migrated).
      const tables = missing.filter((m) => m.column === null)
      return tables.length
        ? { result: "tables-missing", tables: tables.map((m) => m.table) }
        : { result: "unsupported", missing }
    }
    const { rows } = await trx.raw(
      `SELECT obj_description(to_regprocedure('plugin_history_flush()'), 'pg_proc') AS version`
    )
    const current = rows[0]?.version === CAPTURE_VERSION
    if (!current) {
      for (const sql of FUNCTIONS) await trx.raw(sql)
      for (const trigger of TRIGGERS) {
        for (const table of trigger.tables) {
          // The trigger's definition is a constant of this file, not input.
          await trx.raw(`CREATE OR REPLACE TRIGGER ?? ${trigger.sql}`, [
            trigger.name,
            table,
          ])
        }
      }
      await trx.raw(
        `DROP TRIGGER IF EXISTS plugin_history_flush ON plugin_product_history_staging`
      )
      await trx.raw(
        `CREATE CONSTRAINT TRIGGER plugin_history_flush AFTER INSERT ON plugin_product_history_staging DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION plugin_history_flush()`
      )
      // COMMENT takes no bind parameters: pass the version through a transaction-local setting.
      await trx.raw(
        `SELECT set_config('plugin_history.install_version', ?, true)`,
        [CAPTURE_VERSION]
      )
      await trx.raw(
        `DO $$ BEGIN EXECUTE format('COMMENT ON FUNCTION plugin_history_flush() IS %L', current_setting('plugin_history.install_version')); END $$`
      )
    }
    await setCaptureEnabled(trx, enabled)
    return { result: current ? "current" : "installed" }
  })
}

/** Switches capture on or off for every tracked table (plugin option `historyCapture`; the bench compares both). */
export async function setCaptureEnabled(
  knex: Knex | Knex.Transaction,
  enabled: boolean
): Promise<void> {
  const { rows } = await knex.raw(
    `SELECT c.relname AS table, t.tgname AS trigger, t.tgenabled <> 'D' AS enabled FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE t.tgname = ANY(?::text[]) AND c.relname = ANY(?::text[])`,
    [
      TRIGGERS.map((t) => t.name),
      [...new Set(TRIGGERS.flatMap((t) => [...t.tables]))],
    ]
  )
  for (const row of rows as {
    table: string
    trigger: string
    enabled: boolean
  }[]) {
    if (row.enabled === enabled) continue
    const sql = enabled
      ? `ALTER TABLE ?? ENABLE TRIGGER ??`
      : `ALTER TABLE ?? DISABLE TRIGGER ??`
    await knex.raw(sql, [row.table, row.trigger])
  }
}
