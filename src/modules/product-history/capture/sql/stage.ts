/** The SQLSTATE a rollback's guard raises when the state changed since it was read. */
export const GUARD_SQLSTATE = "PH409"

/**
 * The BEFORE ROW trigger on every tracked table: at the first write of a
 * product, variant, price set or inventory level in a transaction it keeps
 * the state before that write. Row locks of concurrent writers are taken
 * before BEFORE triggers run, so the kept state is the last committed one.
 *
 * A rollback's actor carries a guard (`expect`, rollback-guard.ts): the
 * state it read. At its write the trigger compares that with the locked
 * state and aborts the transaction when they differ, so no change committed
 * between the rollback's read and its write is overwritten.
 */
export const STAGE_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_stage() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_kind text;
  v_key text;
  v_tx bigint := txid_current();
  v_old jsonb;
  v_actor text;
  v_expect jsonb;
  v_check jsonb;
  v_have jsonb;
  v_want jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'product' THEN v_kind := 'product'; v_key := r.id;
    WHEN 'product_tags', 'product_category_product' THEN v_kind := 'product'; v_key := r.product_id;
    WHEN 'product_variant' THEN v_kind := 'variant'; v_key := r.id;
    WHEN 'price' THEN v_kind := 'price_set'; v_key := r.price_set_id;
    WHEN 'price_rule' THEN v_kind := 'price_set'; v_key := (SELECT p.price_set_id FROM price p WHERE p.id = r.price_id);
    WHEN 'price_set' THEN v_kind := 'price_set'; v_key := r.id;
    WHEN 'inventory_level' THEN v_kind := 'inventory_level'; v_key := r.id;
  END CASE;
  IF v_key IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM plugin_product_history_staging s WHERE s.tx = v_tx AND s.kind = v_kind AND s.key = v_key
  ) THEN
    v_old := plugin_history_state(v_kind, v_key);
    v_actor := current_setting('plugin_history.actor', true);
    IF v_actor LIKE '%"expect"%' THEN
      v_expect := v_actor::jsonb -> 'expect';
      IF v_expect->>'kind' = v_kind AND v_expect->>'key' = v_key THEN
        FOR v_check IN SELECT c FROM jsonb_array_elements(v_expect->'checks') c LOOP
          v_have := coalesce(v_old #> ARRAY(SELECT jsonb_array_elements_text(v_check->'path')), 'null'::jsonb);
          v_want := coalesce(v_check->'value', 'null'::jsonb);
          IF v_check ? 'except' THEN
            IF jsonb_typeof(v_have) = 'object' THEN v_have := v_have - (v_check->>'except'); END IF;
            IF jsonb_typeof(v_want) = 'object' THEN v_want := v_want - (v_check->>'except'); END IF;
          END IF;
          IF v_have IS DISTINCT FROM v_want THEN
            RAISE EXCEPTION 'plugin_history: % % changed since the rollback read it', v_kind, v_key
              USING ERRCODE = '${GUARD_SQLSTATE}';
          END IF;
        END LOOP;
      END IF;
    END IF;
    INSERT INTO plugin_product_history_staging (tx, kind, key, old_state)
    VALUES (v_tx, v_kind, v_key, v_old)
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$`

/** Tables whose writes are captured, each with the BEFORE ROW staging trigger. */
export const TRACKED_TABLES = [
  "product",
  "product_tags",
  "product_category_product",
  "product_variant",
  "price_set",
  "price",
  "price_rule",
  "inventory_level",
] as const
