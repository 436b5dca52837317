/**
 * The SQL of the entries' monthly partitions (installed by migration
 * Migration20261207090000, replaced by later ones). Partitions are named by
 * their UTC month, `plugin_product_history_entry_p2026_12`. Two edge
 * partitions take what no month does: `plugin_product_history_entry_before`
 * (every time before the first month) and `…_after` (from the end of the last
 * month on); the upkeep makes a month by splitting it off an edge.
 *
 * Edges rather than PostgreSQL's default partition: with a default partition
 * among them the months are not known to be in order, so a newest-first list
 * merges every month's index at once instead of reading the newest month
 * first and stopping at the page's end (docs/development.md).
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
  // Where an edge partition of p_parent begins (after) or ends (before); null when p_parent has none. From the bound
  // PostgreSQL keeps: "FOR VALUES FROM (MINVALUE) TO ('2026-10-01 …')", "FROM ('2027-03-01 …') TO (MAXVALUE)".
  `CREATE OR REPLACE FUNCTION plugin_history_edge_bound(p_parent regclass, p_edge text) RETURNS timestamptz
   LANGUAGE sql STABLE AS $$
     SELECT substring(pg_get_expr(c.relpartbound, c.oid) from '\(''([^'']+)''\)')::timestamptz
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = p_parent AND c.relname = 'plugin_product_history_entry_' || p_edge
   $$`,
  // The month p_month split off the edge p_edge ('before' or 'after'), which it borders: the edge's entries of that
  // month move into a table of their own (written as a table apart, so no trigger announces them again), which takes
  // the month; the edge takes the rest. Under the table's lock, as making any partition is.
  `CREATE OR REPLACE FUNCTION plugin_history_split_edge(p_parent regclass, p_edge text, p_month timestamp) RETURNS void
   LANGUAGE plpgsql AS $$
   DECLARE
     v_edge text := 'plugin_product_history_entry_' || p_edge;
     v_from timestamptz := p_month AT TIME ZONE 'UTC';
     v_to timestamptz := (p_month + interval '1 month') AT TIME ZONE 'UTC';
     v_name text := plugin_history_month_partition(p_month AT TIME ZONE 'UTC');
   BEGIN
     EXECUTE format('ALTER TABLE %s DETACH PARTITION %I', p_parent, v_edge);
     EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS)', v_name, p_parent);
     EXECUTE format('WITH moved AS (DELETE FROM %I WHERE changed_at >= $1 AND changed_at < $2 RETURNING *)
       INSERT INTO %I SELECT * FROM moved', v_edge, v_name) USING v_from, v_to;
     EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_parent, v_name, v_from, v_to);
     IF p_edge = 'after' THEN
       EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (MAXVALUE)', p_parent, v_edge, v_to);
     ELSE
       EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (MINVALUE) TO (%L)', p_parent, v_edge, v_from);
     END IF;
     EXECUTE format('ALTER TABLE %I ALTER COLUMN product_id SET STATISTICS %s', v_name, ${PRODUCT_ID_STATISTICS});
   END $$`,
  // One month of p_parent: split off the edge it lies in, with the months between (the months stay one run, so the
  // edges take everything else); a month where neither edge is (a table without edges yet) is made as it is.
  `CREATE OR REPLACE FUNCTION plugin_history_ensure_partition(p_parent regclass, p_at timestamptz) RETURNS boolean
   LANGUAGE plpgsql AS $$
   DECLARE
     v_month timestamp := date_trunc('month', p_at AT TIME ZONE 'UTC');
     v_from timestamptz := v_month AT TIME ZONE 'UTC';
     v_to timestamptz := (v_month + interval '1 month') AT TIME ZONE 'UTC';
     v_name text := plugin_history_month_partition(p_at);
     v_after timestamptz := plugin_history_edge_bound(p_parent, 'after');
     v_before timestamptz := plugin_history_edge_bound(p_parent, 'before');
     v_next timestamp;
   BEGIN
     IF to_regclass(quote_ident(v_name)) IS NOT NULL THEN RETURN false; END IF;
     IF v_after IS NOT NULL AND v_from >= v_after THEN
       v_next := v_after AT TIME ZONE 'UTC';
       WHILE v_next <= v_month LOOP
         PERFORM plugin_history_split_edge(p_parent, 'after', v_next);
         v_next := v_next + interval '1 month';
       END LOOP;
     ELSIF v_before IS NOT NULL AND v_to <= v_before THEN
       v_next := (v_before AT TIME ZONE 'UTC') - interval '1 month';
       WHILE v_next >= v_month LOOP
         PERFORM plugin_history_split_edge(p_parent, 'before', v_next);
         v_next := v_next - interval '1 month';
       END LOOP;
     ELSE
       EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', v_name, p_parent, v_from, v_to);
       EXECUTE format('ALTER TABLE %I ALTER COLUMN product_id SET STATISTICS %s', v_name, ${PRODUCT_ID_STATISTICS});
     END IF;
     RETURN true;
   END $$`,
  // The edges of p_parent around its months, where missing (a partitioned copy being prepared has its months first).
  `CREATE OR REPLACE FUNCTION plugin_history_ensure_edges(p_parent regclass) RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     v_first timestamp;
     v_last timestamp;
   BEGIN
     SELECT min(m), max(m) INTO v_first, v_last FROM (
       SELECT to_timestamp(substring(c.relname from '_p([0-9]{4}_[0-9]{2})$'), 'YYYY_MM')::timestamp AS m
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = p_parent) s;
     IF v_first IS NULL THEN RAISE EXCEPTION 'plugin_history_ensure_edges: % has no month partition', p_parent; END IF;
     IF plugin_history_edge_bound(p_parent, 'before') IS NULL THEN
       EXECUTE format('CREATE TABLE plugin_product_history_entry_before PARTITION OF %s FOR VALUES FROM (MINVALUE) TO (%L)',
         p_parent, v_first AT TIME ZONE 'UTC');
     END IF;
     IF plugin_history_edge_bound(p_parent, 'after') IS NULL THEN
       EXECUTE format('CREATE TABLE plugin_product_history_entry_after PARTITION OF %s FOR VALUES FROM (%L) TO (MAXVALUE)',
         p_parent, (v_last + interval '1 month') AT TIME ZONE 'UTC');
     END IF;
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
  // through the table (its triggers would announce them anew). Which are the newest: those the latest table names
  // (latest-sql.ts) once it is folded past the month, else each field's newest in the month that no later month
  // changed again (seconds at 10M entries). Answers how many entries went.
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
     IF to_regclass('plugin_product_history_latest_state') IS NOT NULL
         AND (SELECT through FROM plugin_product_history_latest_state WHERE id = 1) >= v_to THEN
       EXECUTE format('INSERT INTO %I SELECT e.* FROM plugin_product_history_latest l
           JOIN %I e ON e.id = l.entry_id AND e.changed_at = l.changed_at
         WHERE l.changed_at >= $1 AND l.changed_at < $2 AND e.deleted_at IS NULL', v_kept_name, p_name) USING v_from, v_to;
     ELSE
       EXECUTE format('INSERT INTO %I SELECT k.* FROM (
           SELECT DISTINCT ON (product_id, variant_id, field_name, plugin_history_field_key(context_data)) * FROM %I
           WHERE deleted_at IS NULL
           ORDER BY product_id, variant_id, field_name, plugin_history_field_key(context_data), changed_at DESC, id DESC) k
         WHERE NOT EXISTS (SELECT 1 FROM plugin_product_history_entry n
           WHERE n.product_id = k.product_id AND n.field_name = k.field_name AND n.changed_at >= %L AND n.deleted_at IS NULL
             AND n.variant_id IS NOT DISTINCT FROM k.variant_id
             AND plugin_history_field_key(n.context_data) = plugin_history_field_key(k.context_data))',
         v_kept_name, p_name, v_to);
     END IF;
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
