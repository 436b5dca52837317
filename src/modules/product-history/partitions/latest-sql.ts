/**
 * The newest entry of each product field (per variant, and per currency,
 * price list, rules, tier or location: plugin_history_field_key), kept in
 * `plugin_product_history_latest` so retention drops a month by keeping the
 * entries this table names in it: a look-up of the few kept, where finding
 * each field's newest entry in the month and asking every later month whether
 * the field changed again took seconds (4.2 s p50 at 10M entries, bench
 * history-retention).
 *
 * It is folded in behind the shop, not on each save: the partition job folds
 * the entries of the time since the last fold (`through`, up to a day ago:
 * no save's transaction is still open that long), a month at a time. An entry
 * written later with an earlier time (a hand-made or imported one) is folded
 * in at once by a statement trigger. A month is dropped through this table
 * only once `through` has passed its end; before, by the older rule
 * (partition-sql.ts).
 */

/** The newest of `rows` per product field, merged into the table where newer (a constant of this file: the trigger's transition table, or the entries). */
const foldFrom = (
  rows: "new_entries" | "plugin_product_history_entry",
  where: string
) => `INSERT INTO plugin_product_history_latest AS l (product_id, variant_key, field_name, field_key, entry_id, changed_at)
  SELECT DISTINCT ON (r.product_id, coalesce(r.variant_id, ''), r.field_name, plugin_history_field_key(r.context_data))
    r.product_id, coalesce(r.variant_id, ''), r.field_name, plugin_history_field_key(r.context_data), r.id, r.changed_at
  FROM ${rows} r WHERE r.deleted_at IS NULL AND ${where}
  ORDER BY r.product_id, coalesce(r.variant_id, ''), r.field_name, plugin_history_field_key(r.context_data),
    r.changed_at DESC, r.id DESC
  ON CONFLICT (product_id, variant_key, field_name, field_key) DO UPDATE
    SET entry_id = excluded.entry_id, changed_at = excluded.changed_at
    WHERE (excluded.changed_at, excluded.entry_id) > (l.changed_at, l.entry_id)`

export const LATEST_TABLES = [
  `CREATE TABLE IF NOT EXISTS plugin_product_history_latest (product_id text NOT NULL, variant_key text NOT NULL,
     field_name text NOT NULL, field_key jsonb NOT NULL, entry_id text NOT NULL, changed_at timestamptz NOT NULL,
     PRIMARY KEY (product_id, variant_key, field_name, field_key))`,
  // A month's kept entries, by time.
  `CREATE INDEX IF NOT EXISTS "IDX_plugin_product_history_latest_changed_at" ON plugin_product_history_latest (changed_at)`,
  // Every entry changed before `through` is folded in.
  `CREATE TABLE IF NOT EXISTS plugin_product_history_latest_state (id int PRIMARY KEY CHECK (id = 1),
     through timestamptz NOT NULL DEFAULT '-infinity')`,
  `INSERT INTO plugin_product_history_latest_state (id) VALUES (1) ON CONFLICT DO NOTHING`,
]

export const LATEST_FUNCTIONS = [
  // Folds in the entries from `through` on, at most one month of them and none from p_until on; answers the new `through`.
  `CREATE OR REPLACE FUNCTION plugin_history_fold_latest(p_until timestamptz) RETURNS timestamptz LANGUAGE plpgsql AS $$
   DECLARE
     v_from timestamptz;
     v_to timestamptz;
   BEGIN
     INSERT INTO plugin_product_history_latest_state (id) VALUES (1) ON CONFLICT DO NOTHING;
     SELECT through INTO v_from FROM plugin_product_history_latest_state WHERE id = 1 FOR UPDATE;
     IF v_from >= p_until THEN RETURN v_from; END IF;
     IF v_from = '-infinity' THEN
       v_from := coalesce((SELECT min(changed_at) FROM plugin_product_history_entry), p_until);
     END IF;
     v_to := least(p_until, (date_trunc('month', v_from AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC');
     ${foldFrom("plugin_product_history_entry", "r.changed_at >= v_from AND r.changed_at < v_to")};
     UPDATE plugin_product_history_latest_state SET through = v_to WHERE id = 1;
     RETURN v_to;
   END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_keep_latest() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${foldFrom("new_entries", "r.changed_at < (SELECT through FROM plugin_product_history_latest_state WHERE id = 1)")};
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE TRIGGER plugin_history_keep_latest AFTER INSERT ON plugin_product_history_entry
     REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION plugin_history_keep_latest()`,
]

export const DROP_LATEST = [
  `DROP TRIGGER IF EXISTS plugin_history_keep_latest ON plugin_product_history_entry`,
  `DROP FUNCTION IF EXISTS plugin_history_keep_latest()`,
  `DROP FUNCTION IF EXISTS plugin_history_fold_latest(timestamptz)`,
  `DROP TABLE IF EXISTS plugin_product_history_latest_state`,
  `DROP TABLE IF EXISTS plugin_product_history_latest`,
]
