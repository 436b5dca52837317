import { PRODUCT_FIELD_ARRAY } from "./fields"

/**
 * The deferred constraint trigger on the staging table runs at commit. Its
 * first firing in a transaction turns every staged state into entries (one
 * per changed field) and empties the staging rows of that transaction; later
 * firings find nothing to do. A product or variant created or deleted writes
 * one entry (field `product` or `variant`) with its snapshot; a stock level
 * created or deleted is stock from or to none (stock entries: sql/stock.ts);
 * price sets write changes of prices only.
 */
/** One entry per changed field the loop (`FOREACH v_field …` / `FOR v_field …`) names, of a product or variant. */
const fieldEntries = (loop: string, product: string, variant: string) =>
  `       ${loop} LOOP
         IF (p_old->v_field) IS DISTINCT FROM (v_new->v_field) THEN
           PERFORM plugin_history_write(${product}, ${variant}, v_field, nullif(p_old->v_field, 'null'::jsonb),
             nullif(v_new->v_field, 'null'::jsonb), NULL, p_actor);
         END IF;
       END LOOP;`

/** One entry per changed metadata key (`metadata.<key>`) of a product or variant (SQL variable names). */
const metadataEntries = (product: string, variant: string) =>
  `       FOR v_field IN SELECT k FROM jsonb_object_keys(coalesce(p_old->'metadata', '{}')) k
           UNION SELECT k FROM jsonb_object_keys(coalesce(v_new->'metadata', '{}')) k ORDER BY 1 LOOP
         IF (p_old->'metadata'->v_field) IS DISTINCT FROM (v_new->'metadata'->v_field) THEN
           PERFORM plugin_history_write(${product}, ${variant}, 'metadata.' || v_field, p_old->'metadata'->v_field,
             v_new->'metadata'->v_field, NULL, p_actor);
         END IF;
       END LOOP;`

export const FLUSH_FUNCTIONS = [
  // What makes two entries of one field the same field: a price's currency, list, rules and tier; a stock location.
  `CREATE OR REPLACE FUNCTION plugin_history_field_key(p_context jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
     SELECT jsonb_build_object('currency_code', p_context->'currency_code', 'price_list_id', p_context->'price_list_id',
       'rules', p_context->'rules', 'min_quantity', p_context->'min_quantity', 'max_quantity', p_context->'max_quantity',
       'location_id', p_context->'location_id')
   $$`,
  // Writes one entry; the actor comes from the connection setting the plugin keeps current (capture/connection-hook.ts).
  `CREATE OR REPLACE FUNCTION plugin_history_write(
     p_product_id text, p_variant_id text, p_field text, p_old jsonb, p_new jsonb, p_context jsonb, p_actor jsonb
   ) RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     v_name text; v_number text; v_by text; v_source text := coalesce(p_actor->>'source', 'subscriber');
     v_comment text; v_rolled_back text;
     v_change_set text := coalesce(p_actor->>'changeSetId', replace(gen_random_uuid()::text, '-', ''));
     v_at timestamptz;
     v_prev_id text; v_prev_at timestamptz; v_prev_old jsonb;
     -- A save's entries are hours old at most. A bound held in a variable is a constant when PostgreSQL plans the
     -- statement, so it plans and locks only the newest monthly partitions; now() - interval in the statement
     -- itself is only known when it runs, and every partition is planned and locked (bench history-capture).
     v_since timestamptz := now() - interval '1 day';
   BEGIN
     -- A save written in several transactions (Medusa's links: sales channels removed, then added) changes a
     -- field once: a later write of the same field in the same save continues its entry, unless another
     -- save changed the field in between (the chain would break; an entry of no change, a forced rollback onto
     -- the value held, changes nothing). Back where it started, it is no change.
     -- Skipped when the flush found no entry of the save before it (continuesSave false): most saves are one
     -- transaction, and this look-up, planned afresh for each call over the monthly partitions, was a third of
     -- the capture's cost (bench history-capture with BENCH_PG_STATEMENTS=1).
     IF (p_actor->>'sharedChangeSet')::boolean AND coalesce((p_actor->>'continuesSave')::boolean, true) THEN
       SELECT e.id, e.changed_at, e.old_value INTO v_prev_id, v_prev_at, v_prev_old FROM plugin_product_history_entry e
         WHERE e.change_set_id = v_change_set AND e.deleted_at IS NULL AND e.changed_at >= v_since AND e.product_id = p_product_id
           AND e.variant_id IS NOT DISTINCT FROM p_variant_id AND e.field_name = p_field
           AND plugin_history_field_key(e.context_data) = plugin_history_field_key(p_context)
           -- Continued only where this write starts from what that entry set.
           AND e.new_value IS NOT DISTINCT FROM p_old
           AND NOT EXISTS (SELECT 1 FROM plugin_product_history_entry n
             WHERE n.product_id = e.product_id AND n.field_name = e.field_name AND n.deleted_at IS NULL
               AND n.variant_id IS NOT DISTINCT FROM e.variant_id AND n.change_set_id <> v_change_set
               AND n.changed_at >= e.changed_at AND n.changed_at >= v_since AND n.old_value IS DISTINCT FROM n.new_value
               AND plugin_history_field_key(n.context_data) = plugin_history_field_key(e.context_data))
         ORDER BY e.changed_at DESC, e.id DESC LIMIT 1;
     END IF;
     IF v_prev_id IS NOT NULL THEN
       IF v_prev_old IS NOT DISTINCT FROM p_new THEN
         DELETE FROM plugin_product_history_entry WHERE id = v_prev_id AND changed_at = v_prev_at;
       ELSE
         UPDATE plugin_product_history_entry SET new_value = p_new, context_data = coalesce(p_context, context_data)
           WHERE id = v_prev_id AND changed_at = v_prev_at;
       END IF;
       RETURN;
     END IF;
     -- One changedAt per save: a save written in several transactions keeps the time of its first entry.
     IF p_actor->>'changedAt' IS NOT NULL THEN
       v_at := (p_actor->>'changedAt')::timestamptz;
     ELSE
       v_at := coalesce((SELECT min(e.changed_at) FROM plugin_product_history_entry e
         WHERE e.change_set_id = v_change_set AND e.deleted_at IS NULL AND e.changed_at >= v_since), clock_timestamp());
     END IF;
     SELECT pr.title, CASE WHEN p_variant_id IS NULL THEN pr.handle ELSE coalesce(v.sku, pr.handle) END
       INTO v_name, v_number
       FROM product pr LEFT JOIN product_variant v ON v.id = p_variant_id WHERE pr.id = p_product_id;
     -- A product removed from the database altogether is named by its snapshot.
     IF v_name IS NULL AND p_field = 'product' THEN
       v_name := coalesce(p_old, p_new)->>'title';
       v_number := coalesce(p_old, p_new)->>'handle';
     END IF;
     v_by := p_actor->>'changedBy';
     IF v_by IS NULL AND p_actor->>'userId' IS NOT NULL THEN
       SELECT coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) INTO v_by
         FROM "user" u WHERE u.id = p_actor->>'userId';
     END IF;
     IF v_by IS NULL AND p_actor->>'apiKeyId' IS NOT NULL THEN
       SELECT 'API key "' || k.title || '"' INTO v_by FROM api_key k WHERE k.id = p_actor->>'apiKeyId';
     END IF;
     IF p_actor->>'field' IS NULL OR p_actor->>'field' = p_field THEN
       v_comment := p_actor->>'comment';
       v_rolled_back := p_actor->>'rolledBackEntryId';
     END IF;
     INSERT INTO plugin_product_history_entry (id, product_id, variant_id, product_name, product_number, field_name,
       old_value, new_value, changed_at, user_id, integration_id, changed_by, source, context_data, comment, rolled_back_entry_id,
       change_set_id)
     VALUES (replace(gen_random_uuid()::text, '-', ''), p_product_id, p_variant_id, v_name, v_number, p_field,
       p_old, p_new, v_at, p_actor->>'userId', p_actor->>'integrationId', coalesce(v_by, v_source), v_source,
       p_context, v_comment, v_rolled_back, v_change_set);
   END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_record(p_kind text, p_key text, p_old jsonb, p_actor jsonb)
   RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     v_new jsonb := plugin_history_state(p_kind, p_key);
     v_field text; v_product text; v_variant record; v_price_key text; v_o jsonb; v_n jsonb; v_p jsonb;
     v_inclusive boolean;
   BEGIN
     -- A stock level created or deleted is stock from or to nothing at that location; other things
     -- created or deleted in the transaction write no entries here.
     IF p_kind = 'inventory_level' AND (p_old IS NULL) <> (v_new IS NULL) THEN
       PERFORM plugin_history_stock_level(p_key, p_old, v_new, p_actor);
       RETURN;
     END IF;
     -- A product or variant created or deleted: one entry with its snapshot (old or new).
     IF p_kind IN ('product', 'variant') AND (p_old IS NULL) <> (v_new IS NULL) THEN
       IF p_kind = 'product' THEN
         PERFORM plugin_history_write(p_key, NULL, 'product', p_old, v_new, NULL, p_actor);
       ELSE
         SELECT v.product_id INTO v_product FROM product_variant v WHERE v.id = p_key;
         IF v_product IS NOT NULL THEN
           PERFORM plugin_history_write(v_product, p_key, 'variant', p_old, v_new, NULL, p_actor);
         END IF;
       END IF;
       RETURN;
     END IF;
     IF p_old IS NULL OR v_new IS NULL OR p_old = v_new THEN RETURN; END IF;
     IF p_kind = 'product' THEN
${fieldEntries(`FOREACH v_field IN ARRAY ${PRODUCT_FIELD_ARRAY}`, "p_key", "NULL")}
${metadataEntries("p_key", "NULL")}
     ELSIF p_kind = 'variant' THEN
       SELECT v.product_id INTO v_product FROM product_variant v WHERE v.id = p_key;
${fieldEntries("FOR v_field IN SELECT k FROM jsonb_object_keys(v_new) k WHERE k <> 'metadata' ORDER BY 1", "v_product", "p_key")}
${metadataEntries("v_product", "p_key")}
     ELSIF p_kind = 'price_set' THEN
       FOR v_variant IN SELECT v.id, v.product_id FROM product_variant_price_set l
           JOIN product_variant v ON v.id = l.variant_id
           WHERE l.price_set_id = p_key AND l.deleted_at IS NULL AND v.deleted_at IS NULL LOOP
         FOR v_price_key IN SELECT k FROM jsonb_object_keys(p_old) k UNION SELECT k FROM jsonb_object_keys(v_new) k ORDER BY 1 LOOP
           v_o := p_old->v_price_key; v_n := v_new->v_price_key;
           IF (v_o->'amount') IS DISTINCT FROM (v_n->'amount') THEN
             v_p := coalesce(v_n, v_o);
             SELECT pp.is_tax_inclusive INTO v_inclusive FROM price_preference pp WHERE pp.deleted_at IS NULL
               AND ((pp.attribute = 'region_id' AND pp.value = v_p->'rules'->>'region_id')
                 OR (pp.attribute = 'currency_code' AND pp.value = v_p->>'currency_code'))
               ORDER BY (pp.attribute = 'region_id') DESC LIMIT 1;
             PERFORM plugin_history_write(v_variant.product_id, v_variant.id,
               CASE WHEN coalesce(v_inclusive, false) THEN 'price.gross' ELSE 'price.net' END,
               v_o->'amount', v_n->'amount', (v_p - 'amount') || jsonb_build_object('price_set_id', p_key), p_actor);
           END IF;
         END LOOP;
       END LOOP;
     ELSIF p_kind = 'inventory_level' THEN
       PERFORM plugin_history_stock_level(p_key, p_old, v_new, p_actor);
     END IF;
   END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_flush() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     v_tx bigint := txid_current();
     v_setting text;
     v_actor jsonb;
     v_change_set text;
     v_since timestamptz := now() - interval '1 day';
     v_first timestamptz;
     s record;
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM plugin_product_history_staging WHERE tx = v_tx) THEN RETURN NULL; END IF;
     v_setting := current_setting('plugin_history.actor', true);
     -- The shop's connections always carry the setting (empty outside a request, command or job);
     -- a connection without it is someone else's: psql, a script, another program.
     v_actor := CASE WHEN v_setting IS NULL THEN jsonb_build_object('source', 'database',
         'changedBy', current_user || coalesce(' (' || nullif(current_setting('application_name', true), '') || ')', ''))
       ELSE coalesce(nullif(v_setting, '')::jsonb, '{}'::jsonb) END;
     -- Outside a request every transaction is a save of its own; all of its entries share one id and time.
     -- Only a save over several transactions (a request's) can find its own entries of earlier ones. Those are
     -- hours old at most: the bound on changed_at (a variable: see plugin_history_write) lets PostgreSQL plan,
     -- lock and read only the newest monthly partitions.
     v_change_set := coalesce(v_actor->>'changeSetId', replace(gen_random_uuid()::text, '-', ''));
     IF v_actor ? 'changeSetId' THEN
       v_first := (SELECT min(e.changed_at) FROM plugin_product_history_entry e
         WHERE e.change_set_id = v_change_set AND e.deleted_at IS NULL AND e.changed_at >= v_since);
     END IF;
     v_actor := v_actor || jsonb_build_object('changeSetId', v_change_set,
       'sharedChangeSet', v_actor ? 'changeSetId', 'continuesSave', v_first IS NOT NULL,
       'changedAt', coalesce(v_first, clock_timestamp()));
     -- The reservations' moves stay until the stock levels have read them (capture/sql/stock.ts).
     FOR s IN DELETE FROM plugin_product_history_staging WHERE tx = v_tx AND kind <> 'reservation'
         RETURNING kind, key, old_state LOOP
       IF s.kind = 'price_set' THEN
         PERFORM plugin_history_dedupe_prices(s.key);
         -- The dedupe's own writes staged the price set again; the entries below already cover them.
         DELETE FROM plugin_product_history_staging WHERE tx = v_tx AND kind = s.kind AND key = s.key;
       END IF;
       PERFORM plugin_history_record(s.kind, s.key, s.old_state, v_actor);
     END LOOP;
     DELETE FROM plugin_product_history_staging WHERE tx = v_tx;
     RETURN NULL;
   END $$`,
]
