/** The SQLSTATE a rollback's guard raises when the state changed since it was read. */
export const GUARD_SQLSTATE = "PH409"

/** Stages every product or variant the rows of `select` (one id column) name: the users of a renamed or deleted tag, channel, option. */
const stageEach = (kind: "product" | "variant", select: string) =>
  `FOR v_key IN ${select} LOOP
        PERFORM plugin_history_stage_key('${kind}', v_key);
      END LOOP;`

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
export const STAGE_FUNCTIONS = [
  // Keeps the state before the transaction's first write of one product, variant, price set or level.
  `CREATE OR REPLACE FUNCTION plugin_history_stage_key(p_kind text, p_key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint := txid_current();
  v_old jsonb;
  v_actor text;
  v_expect jsonb;
  v_check jsonb;
  v_have jsonb;
  v_want jsonb;
BEGIN
  IF p_key IS NULL OR EXISTS (
    SELECT 1 FROM plugin_product_history_staging s WHERE s.tx = v_tx AND s.kind = p_kind AND s.key = p_key
  ) THEN RETURN; END IF;
  -- Writes to a product's or variant's link tables (sales channels, tags, images, options) insert rows and
  -- lock none: the row itself is locked first, as an UPDATE would, so that concurrent saves of one product
  -- follow each other and each reads the state the one before committed (then, in a new snapshot).
  IF p_kind = 'product' THEN
    PERFORM 1 FROM product WHERE id = p_key FOR NO KEY UPDATE;
  ELSIF p_kind = 'variant' THEN
    PERFORM 1 FROM product_variant WHERE id = p_key FOR NO KEY UPDATE;
  END IF;
  v_old := plugin_history_state(p_kind, p_key);
  v_actor := current_setting('plugin_history.actor', true);
  IF v_actor LIKE '%"expect"%' THEN
    v_expect := v_actor::jsonb -> 'expect';
    -- Checked at the write's first transaction only: where Medusa splits one write into several (links
    -- removed, then added), the later ones find the guard passed (recorded below, committed with the first).
    IF v_expect->>'kind' = p_kind AND v_expect->>'key' = p_key AND NOT EXISTS (
      SELECT 1 FROM plugin_product_history_guard_passed g WHERE g.guard_id = v_expect->>'id'
    ) THEN
      FOR v_check IN SELECT c FROM jsonb_array_elements(v_expect->'checks') c LOOP
        v_have := coalesce(v_old #> ARRAY(SELECT jsonb_array_elements_text(v_check->'path')), 'null'::jsonb);
        v_want := coalesce(v_check->'value', 'null'::jsonb);
        IF v_check ? 'except' THEN
          IF jsonb_typeof(v_have) = 'object' THEN v_have := v_have - (v_check->>'except'); END IF;
          IF jsonb_typeof(v_want) = 'object' THEN v_want := v_want - (v_check->>'except'); END IF;
        END IF;
        IF v_have IS DISTINCT FROM v_want THEN
          RAISE EXCEPTION 'plugin_history: % % changed since the rollback read it', p_kind, p_key
            USING ERRCODE = '${GUARD_SQLSTATE}';
        END IF;
      END LOOP;
      INSERT INTO plugin_product_history_guard_passed (guard_id) VALUES (v_expect->>'id') ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  INSERT INTO plugin_product_history_staging (tx, kind, key, old_state)
  VALUES (v_tx, p_kind, p_key, v_old)
  ON CONFLICT DO NOTHING;
END $$`,
  // The BEFORE ROW trigger: which product, variant, price set or level a row's write changes.
  `CREATE OR REPLACE FUNCTION plugin_history_stage() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_key text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'product' THEN PERFORM plugin_history_stage_key('product', r.id);
    WHEN 'product_tags', 'product_category_product', 'image', 'product_sales_channel' THEN
      PERFORM plugin_history_stage_key('product', r.product_id);
    -- A tag, category or sales channel renamed or deleted changes every product that carries it.
    WHEN 'product_tag' THEN
      ${stageEach("product", "SELECT pt.product_id FROM product_tags pt WHERE pt.product_tag_id = r.id")}
    WHEN 'sales_channel' THEN
      ${stageEach("product", "SELECT psc.product_id FROM product_sales_channel psc WHERE psc.sales_channel_id = r.id AND psc.deleted_at IS NULL")}
    WHEN 'product_category' THEN
      ${stageEach("product", "SELECT pc.product_id FROM product_category_product pc WHERE pc.product_category_id = r.id")}
    -- Options: the product's link to an option and the values it offers; a variant's values.
    WHEN 'product_product_option' THEN PERFORM plugin_history_stage_key('product', r.product_id);
    WHEN 'product_product_option_value' THEN
      PERFORM plugin_history_stage_key('product',
        (SELECT ppo.product_id FROM product_product_option ppo WHERE ppo.id = r.product_product_option_id));
    WHEN 'product_variant_option' THEN PERFORM plugin_history_stage_key('variant', r.variant_id);
    -- An option or value renamed or deleted changes every product and variant that uses it.
    WHEN 'product_option' THEN
      ${stageEach("product", "SELECT ppo.product_id FROM product_product_option ppo WHERE ppo.product_option_id = r.id")}
      ${stageEach("variant", "SELECT vo.variant_id FROM product_variant_option vo JOIN product_option_value ov ON ov.id = vo.option_value_id WHERE ov.option_id = r.id")}
    WHEN 'product_option_value' THEN
      ${stageEach("product", "SELECT ppo.product_id FROM product_product_option_value ppov JOIN product_product_option ppo ON ppo.id = ppov.product_product_option_id WHERE ppov.product_option_value_id = r.id")}
      ${stageEach("variant", "SELECT vo.variant_id FROM product_variant_option vo WHERE vo.option_value_id = r.id")}
    WHEN 'product_variant' THEN PERFORM plugin_history_stage_key('variant', r.id);
    WHEN 'price' THEN PERFORM plugin_history_stage_key('price_set', r.price_set_id);
    WHEN 'price_rule' THEN
      PERFORM plugin_history_stage_key('price_set', (SELECT p.price_set_id FROM price p WHERE p.id = r.price_id));
    WHEN 'price_set' THEN PERFORM plugin_history_stage_key('price_set', r.id);
    -- A variant's prices become its own when the link to their price set is made (a variant created with
    -- prices): from no prices (also where the price set was created earlier in this transaction).
    WHEN 'product_variant_price_set' THEN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO plugin_product_history_staging (tx, kind, key, old_state)
        VALUES (txid_current(), 'price_set', r.price_set_id, '{}'::jsonb)
        ON CONFLICT (tx, kind, key) DO UPDATE SET old_state = '{}'::jsonb
          WHERE plugin_product_history_staging.old_state IS NULL;
      END IF;
    WHEN 'inventory_level' THEN PERFORM plugin_history_stage_key('inventory_level', r.id);
  END CASE;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$`,
]

/** Tables whose writes are captured, each with the BEFORE ROW staging trigger. */
export const TRACKED_TABLES = [
  "product",
  "product_tags",
  "product_category_product",
  "product_tag",
  "product_category",
  "image",
  "product_sales_channel",
  "sales_channel",
  "product_product_option",
  "product_product_option_value",
  "product_variant_option",
  "product_option",
  "product_option_value",
  "product_variant",
  "price_set",
  "product_variant_price_set",
  "price",
  "price_rule",
  "inventory_level",
] as const
