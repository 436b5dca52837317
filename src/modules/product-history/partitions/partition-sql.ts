/**
 * The SQL of the entries' monthly partitions (installed by migration
 * Migration20261207090000). Partitions are named by their UTC month,
 * `plugin_product_history_entry_p2026_12`; rows no partition takes land in
 * `plugin_product_history_entry_default`, the safety net, until the upkeep
 * makes their month.
 */
/**
 * Most common products PostgreSQL keeps per partition (of 100 by default): a
 * search's list of up to 1,000 products is weighed against them in every
 * month's partition when a list is planned (220 ms at 100, 45 ms at 10, for
 * 1,000 products over 64 months; bench history-list), and ten still name the
 * busiest products.
 */
export const PRODUCT_ID_STATISTICS = 10

export const PARTITION_FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION plugin_history_month_partition(p_at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
     SELECT 'plugin_product_history_entry_p' || to_char(p_at AT TIME ZONE 'UTC', 'YYYY_MM')
   $$`,
  // One month of p_parent. Its rows already in the default partition move into it first (the attach checks the default holds none).
  `CREATE OR REPLACE FUNCTION plugin_history_ensure_partition(p_parent regclass, p_at timestamptz) RETURNS boolean
   LANGUAGE plpgsql AS $$
   DECLARE
     v_month timestamp := date_trunc('month', p_at AT TIME ZONE 'UTC');
     v_from timestamptz := v_month AT TIME ZONE 'UTC';
     v_to timestamptz := (v_month + interval '1 month') AT TIME ZONE 'UTC';
     v_name text := plugin_history_month_partition(p_at);
     v_stray boolean;
   BEGIN
     IF to_regclass(quote_ident(v_name)) IS NOT NULL THEN RETURN false; END IF;
     EXECUTE 'SELECT EXISTS (SELECT 1 FROM plugin_product_history_entry_default WHERE changed_at >= $1 AND changed_at < $2)'
       INTO v_stray USING v_from, v_to;
     IF v_stray THEN
       EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS)', v_name, p_parent);
       EXECUTE format('WITH moved AS (DELETE FROM plugin_product_history_entry_default WHERE changed_at >= $1 AND changed_at < $2 RETURNING *)
         INSERT INTO %I SELECT * FROM moved', v_name) USING v_from, v_to;
       EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_parent, v_name, v_from, v_to);
     ELSE
       EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', v_name, p_parent, v_from, v_to);
     END IF;
     EXECUTE format('ALTER TABLE %I ALTER COLUMN product_id SET STATISTICS %s', v_name, ${PRODUCT_ID_STATISTICS});
     RETURN true;
   END $$`,
  // Every month from p_from to p_to; instances starting together make them one after the other. Answers how many it made.
  `CREATE OR REPLACE FUNCTION plugin_history_ensure_partitions(p_parent regclass, p_from timestamptz, p_to timestamptz)
   RETURNS int LANGUAGE plpgsql AS $$
   DECLARE
     v_month timestamp := date_trunc('month', p_from AT TIME ZONE 'UTC');
     v_made int := 0;
   BEGIN
     PERFORM pg_advisory_xact_lock(74210524);
     WHILE v_month <= date_trunc('month', p_to AT TIME ZONE 'UTC') LOOP
       IF plugin_history_ensure_partition(p_parent, v_month AT TIME ZONE 'UTC') THEN v_made := v_made + 1; END IF;
       v_month := v_month + interval '1 month';
     END LOOP;
     RETURN v_made;
   END $$`,
  // Retention of a whole month: its entries go at once, but the newest entry of each product field stays (charts and
  // rollback start from it). The kept ones go into a new table that takes the month's place, so none is written again
  // through the table (its triggers would announce them anew). Answers how many entries went.
  `CREATE OR REPLACE FUNCTION plugin_history_drop_partition(p_name text) RETURNS bigint LANGUAGE plpgsql AS $$
   DECLARE
     v_month timestamp := to_timestamp(substring(p_name from '_p([0-9]{4}_[0-9]{2})$'), 'YYYY_MM')::timestamp;
     v_from timestamptz := v_month AT TIME ZONE 'UTC';
     v_to timestamptz := (v_month + interval '1 month') AT TIME ZONE 'UTC';
     v_kept_name text := left(p_name, 56) || '_kept';
     v_entries bigint;
     v_kept bigint;
   BEGIN
     IF v_month IS NULL OR to_regclass(quote_ident(p_name)) IS NULL THEN RETURN 0; END IF;
     EXECUTE format('CREATE TABLE %I (LIKE plugin_product_history_entry INCLUDING DEFAULTS)', v_kept_name);
     EXECUTE format('INSERT INTO %I SELECT k.* FROM (
         SELECT DISTINCT ON (product_id, variant_id, field_name, plugin_history_field_key(context_data)) * FROM %I
         WHERE deleted_at IS NULL
         ORDER BY product_id, variant_id, field_name, plugin_history_field_key(context_data), changed_at DESC, id DESC) k
       WHERE NOT EXISTS (SELECT 1 FROM plugin_product_history_entry n
         WHERE n.product_id = k.product_id AND n.field_name = k.field_name AND n.changed_at >= %L AND n.deleted_at IS NULL
           AND n.variant_id IS NOT DISTINCT FROM k.variant_id
           AND plugin_history_field_key(n.context_data) = plugin_history_field_key(k.context_data))',
       v_kept_name, p_name, v_to);
     GET DIAGNOSTICS v_kept = ROW_COUNT;
     EXECUTE format('SELECT count(*) FROM %I', p_name) INTO v_entries;
     EXECUTE format('ALTER TABLE plugin_product_history_entry DETACH PARTITION %I', p_name);
     EXECUTE format('DROP TABLE %I', p_name);
     EXECUTE format('ALTER TABLE %I RENAME TO %I', v_kept_name, p_name);
     EXECUTE format('ALTER TABLE plugin_product_history_entry ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_name, v_from, v_to);
     EXECUTE format('COMMENT ON TABLE %I IS %L', p_name, 'retention applied: the newest entry of each product field kept');
     RETURN v_entries - v_kept;
   END $$`,
]
