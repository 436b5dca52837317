// The SQL of converting an older, unpartitioned entries table (installed by
// migration Migration20261207090000, beside partition-sql.ts).

/**
 * Converting an unpartitioned entries table in place: a partitioned copy
 * (`…_next`) is filled in batches of pages while the shop goes on writing; a
 * trigger copies new entries at once and notes updated or deleted ones, which
 * the finish copies again under a short lock before the tables swap names.
 * The progress lives in `plugin_product_history_conversion`, so a stopped
 * conversion resumes where it was.
 */
export const CONVERSION_FUNCTIONS = [
  // The copy's columns, quoted, as the batches and the finish list them (by name: a later migration's column order may differ).
  `CREATE OR REPLACE FUNCTION plugin_history_convert_columns() RETURNS text LANGUAGE sql STABLE AS $$
     -- to_regclass: the copy exists only while a conversion runs, not when this is installed.
     SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
       WHERE a.attrelid = to_regclass('plugin_product_history_entry_next') AND a.attnum > 0 AND NOT a.attisdropped
   $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_convert_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       -- By column name: the copy's columns follow the table's, whatever order a later migration left.
       INSERT INTO plugin_product_history_entry_next
         SELECT * FROM jsonb_populate_record(NULL::plugin_product_history_entry_next, to_jsonb(NEW)) ON CONFLICT DO NOTHING;
     ELSE
       INSERT INTO plugin_product_history_conversion_touched (id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
     END IF;
     RETURN NULL;
   END $$`,
  // The table's indexes on the copy, under a suffixed name the finish takes off; again before each batch, so an
  // index a later migration adds while the copy runs is not lost.
  `CREATE OR REPLACE FUNCTION plugin_history_convert_sync_indexes() RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     v_index record;
     v_name text;
   BEGIN
     FOR v_index IN SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS def
         FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
         WHERE x.indrelid = 'plugin_product_history_entry'::regclass AND NOT x.indisprimary
           AND NOT EXISTS (SELECT 1 FROM plugin_product_history_conversion v, jsonb_each_text(v.indexes) m WHERE m.value = c.relname) LOOP
       v_name := left(v_index.name, 58) || '_next';
       EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON plugin_product_history_entry_next', v_name)
         || substring(v_index.def from ' USING .*$');
       UPDATE plugin_product_history_conversion SET indexes = indexes || jsonb_build_object(v_name, v_index.name) WHERE id = 1;
     END LOOP;
   END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_convert_prepare() RETURNS text LANGUAGE plpgsql AS $$
   DECLARE
     v_first timestamptz;
   BEGIN
     IF (SELECT relkind FROM pg_class WHERE oid = 'plugin_product_history_entry'::regclass) = 'p' THEN RETURN 'partitioned'; END IF;
     IF to_regclass('plugin_product_history_entry_next') IS NOT NULL THEN RETURN 'pending'; END IF;
     CREATE TABLE plugin_product_history_entry_next (LIKE plugin_product_history_entry INCLUDING DEFAULTS) PARTITION BY RANGE (changed_at);
     ALTER TABLE plugin_product_history_entry_next ADD CONSTRAINT plugin_product_history_entry_next_pkey PRIMARY KEY (id, changed_at);
     SELECT min(changed_at) INTO v_first FROM plugin_product_history_entry;
     PERFORM plugin_history_ensure_partitions('plugin_product_history_entry_next',
       least(coalesce(v_first, now()), now() - interval '1 month'), now() + interval '3 months');
     PERFORM plugin_history_ensure_edges('plugin_product_history_entry_next');
     -- Every entry there is now lies before this page; entries written from now on reach the copy through the trigger.
     INSERT INTO plugin_product_history_conversion (id, total_estimate, end_block)
       SELECT 1, greatest(reltuples, 0)::bigint,
         pg_relation_size('plugin_product_history_entry') / current_setting('block_size')::bigint
       FROM pg_class WHERE oid = 'plugin_product_history_entry'::regclass;
     PERFORM plugin_history_convert_sync_indexes();
     CREATE TRIGGER plugin_history_convert_mirror AFTER INSERT OR UPDATE OR DELETE ON plugin_product_history_entry
       FOR EACH ROW EXECUTE FUNCTION plugin_history_convert_mirror();
     RETURN 'prepared';
   END $$`,
  // Copies the next pages of the table in their physical order (a TID range scan reads them sequentially), about
  // p_limit entries; answers how many it read, 0 once it reached the end the table had when the conversion began.
  `CREATE OR REPLACE FUNCTION plugin_history_convert_batch(p_limit int) RETURNS int LANGUAGE plpgsql AS $$
   DECLARE
     v_from bigint;
     v_end bigint;
     v_step bigint;
     v_columns text;
     v_read int := 0;
   BEGIN
     SELECT after_block, end_block INTO v_from, v_end FROM plugin_product_history_conversion WHERE id = 1 FOR UPDATE;
     IF NOT FOUND THEN RETURN 0; END IF;
     PERFORM plugin_history_convert_sync_indexes();
     SELECT greatest(1, ceil(p_limit * greatest(relpages, 1) / greatest(reltuples, 1)))::bigint INTO v_step
       FROM pg_class WHERE oid = 'plugin_product_history_entry'::regclass;
     v_columns := plugin_history_convert_columns();
     -- Pages emptied by deletes read nothing: go on to the next ones until some entries or the end.
     WHILE v_read = 0 AND v_from < v_end LOOP
       EXECUTE format('WITH batch AS (SELECT %1$s FROM plugin_product_history_entry
           WHERE ctid >= format(''(%%s,0)'', $1)::tid AND ctid < format(''(%%s,0)'', $2)::tid),
         copied AS (INSERT INTO plugin_product_history_entry_next (%1$s) SELECT %1$s FROM batch ON CONFLICT DO NOTHING)
         SELECT count(*)::int FROM batch', v_columns) INTO v_read USING v_from, v_from + v_step;
       v_from := v_from + v_step;
     END LOOP;
     UPDATE plugin_product_history_conversion SET after_block = v_from, copied = copied + v_read WHERE id = 1;
     RETURN v_read;
   END $$`,
  // Under the table's lock (well under a second): the rest, the entries changed meanwhile again, then the swap.
  `CREATE OR REPLACE FUNCTION plugin_history_convert_finish() RETURNS boolean LANGUAGE plpgsql AS $$
   DECLARE
     v_columns text;
     v_triggers text[];
     v_trigger text;
     v_indexes jsonb;
     v_index record;
     v_touched text[];
   BEGIN
     IF to_regclass('plugin_product_history_entry_next') IS NULL THEN RETURN false; END IF;
     LOCK TABLE plugin_product_history_entry IN ACCESS EXCLUSIVE MODE;
     WHILE plugin_history_convert_batch(50000) > 0 LOOP END LOOP;
     v_columns := plugin_history_convert_columns();
     -- By an array of ids: an index probe per id in each partition, never a scan of the copy (the lock is held).
     v_touched := ARRAY(SELECT id FROM plugin_product_history_conversion_touched);
     DELETE FROM plugin_product_history_entry_next WHERE id = ANY (v_touched);
     EXECUTE format('INSERT INTO plugin_product_history_entry_next (%1$s) SELECT %1$s FROM plugin_product_history_entry
       WHERE id = ANY ($1)', v_columns) USING v_touched;
     SELECT array_agg(pg_get_triggerdef(t.oid)) INTO v_triggers FROM pg_trigger t
       WHERE t.tgrelid = 'plugin_product_history_entry'::regclass AND NOT t.tgisinternal AND t.tgname <> 'plugin_history_convert_mirror';
     SELECT indexes INTO v_indexes FROM plugin_product_history_conversion WHERE id = 1;
     DROP TABLE plugin_product_history_entry;
     ALTER TABLE plugin_product_history_entry_next RENAME TO plugin_product_history_entry;
     ALTER TABLE plugin_product_history_entry RENAME CONSTRAINT plugin_product_history_entry_next_pkey TO plugin_product_history_entry_pkey;
     FOR v_index IN SELECT key, value FROM jsonb_each_text(v_indexes) LOOP
       EXECUTE format('ALTER INDEX %I RENAME TO %I', v_index.key, v_index.value);
     END LOOP;
     -- The table's triggers (names kept for the term, the webhook outbox) as they were defined on it.
     FOREACH v_trigger IN ARRAY coalesce(v_triggers, '{}') LOOP EXECUTE v_trigger; END LOOP;
     DELETE FROM plugin_product_history_conversion;
     DELETE FROM plugin_product_history_conversion_touched;
     RETURN true;
   END $$`,
]

/** The conversion's progress (one row while it runs) and the entries changed while it copies. */
export const CONVERSION_TABLES = [
  `CREATE TABLE IF NOT EXISTS plugin_product_history_conversion (id int PRIMARY KEY CHECK (id = 1),
     after_block bigint NOT NULL DEFAULT 0, end_block bigint NOT NULL DEFAULT 0,
     copied bigint NOT NULL DEFAULT 0, total_estimate bigint NOT NULL DEFAULT 0, indexes jsonb NOT NULL DEFAULT '{}',
     started_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS plugin_product_history_conversion_touched (id text PRIMARY KEY)`,
]

/** The migration's way back: the entries in one table again (a conversion under way is abandoned), with their indexes, triggers and key as before. */
export const UNPARTITION_SQL = `DO $$
DECLARE
  v_definitions text[];
  v_definition text;
BEGIN
  DROP TABLE IF EXISTS plugin_product_history_entry_next;
  DROP TRIGGER IF EXISTS plugin_history_convert_mirror ON plugin_product_history_entry;
  IF (SELECT relkind FROM pg_class WHERE oid = 'plugin_product_history_entry'::regclass) = 'p' THEN
    SELECT array_agg(d) INTO v_definitions FROM (
      SELECT pg_get_indexdef(x.indexrelid) AS d FROM pg_index x
        WHERE x.indrelid = 'plugin_product_history_entry'::regclass AND NOT x.indisprimary
      UNION ALL
      SELECT pg_get_triggerdef(t.oid) FROM pg_trigger t
        WHERE t.tgrelid = 'plugin_product_history_entry'::regclass AND NOT t.tgisinternal AND t.tgparentid = 0) s;
    CREATE TABLE plugin_product_history_entry_flat (LIKE plugin_product_history_entry INCLUDING DEFAULTS);
    INSERT INTO plugin_product_history_entry_flat SELECT * FROM plugin_product_history_entry;
    DROP TABLE plugin_product_history_entry;
    ALTER TABLE plugin_product_history_entry_flat RENAME TO plugin_product_history_entry;
    ALTER TABLE plugin_product_history_entry ADD CONSTRAINT plugin_product_history_entry_pkey PRIMARY KEY (id);
    FOREACH v_definition IN ARRAY coalesce(v_definitions, '{}') LOOP EXECUTE v_definition; END LOOP;
  END IF;
END $$;`
