/**
 * The BEFORE ROW trigger on every tracked table: at the first write of a
 * product, variant, price set or inventory level in a transaction it keeps
 * the state before that write. Row locks of concurrent writers are taken
 * before BEFORE triggers run, so the kept state is the last committed one.
 */
export const STAGE_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_stage() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_kind text;
  v_key text;
  v_tx bigint := txid_current();
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
    INSERT INTO plugin_product_history_staging (tx, kind, key, old_state)
    VALUES (v_tx, v_kind, v_key, plugin_history_state(v_kind, v_key))
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
