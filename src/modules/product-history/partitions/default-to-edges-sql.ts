/**
 * An install of the version before the edge partitions (partition-sql.ts) has
 * a default partition: it gives way to the edges (migration
 * Migration20261207110000), on the table and on a conversion's partitioned
 * copy. Its entries (few: a month is made ahead of its entries) move to the
 * edge or the month they belong to, as tables apart, so no trigger announces
 * them again.
 */
export const DEFAULT_PARTITION_TO_EDGES = `DO $$
DECLARE
  v_parent regclass;
  v_month timestamp;
  v_name text;
BEGIN
  FOR v_parent IN SELECT i.inhparent::regclass FROM pg_inherits i
      WHERE i.inhrelid = to_regclass('plugin_product_history_entry_default') LOOP
    EXECUTE format('ALTER TABLE %s DETACH PARTITION plugin_product_history_entry_default', v_parent);
    PERFORM plugin_history_ensure_edges(v_parent);
    WITH moved AS (DELETE FROM plugin_product_history_entry_default
        WHERE changed_at < plugin_history_edge_bound(v_parent, 'before') RETURNING *)
      INSERT INTO plugin_product_history_entry_before SELECT * FROM moved;
    WITH moved AS (DELETE FROM plugin_product_history_entry_default
        WHERE changed_at >= plugin_history_edge_bound(v_parent, 'after') RETURNING *)
      INSERT INTO plugin_product_history_entry_after SELECT * FROM moved;
    -- Between the edges only months without a partition are left (none is expected): each becomes one.
    FOR v_month IN SELECT DISTINCT date_trunc('month', changed_at AT TIME ZONE 'UTC')
        FROM plugin_product_history_entry_default LOOP
      v_name := plugin_history_month_partition(v_month AT TIME ZONE 'UTC');
      EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS)', v_name, v_parent);
      EXECUTE format('WITH moved AS (DELETE FROM plugin_product_history_entry_default
          WHERE changed_at >= $1 AND changed_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved', v_name)
        USING v_month AT TIME ZONE 'UTC', (v_month + interval '1 month') AT TIME ZONE 'UTC';
      EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', v_parent, v_name,
        v_month AT TIME ZONE 'UTC', (v_month + interval '1 month') AT TIME ZONE 'UTC');
    END LOOP;
    DROP TABLE plugin_product_history_entry_default;
  END LOOP;
END $$;`
