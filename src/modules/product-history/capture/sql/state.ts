import { PRODUCT_COLUMN_PAIRS, VARIANT_COLUMN_PAIRS } from "./fields"

/**
 * Functions returning the tracked state of one product, variant, price set
 * or inventory level as JSON (null when it does not exist or is deleted).
 * The staging trigger keeps the state before a transaction's first write; the
 * flush at commit compares it with the state then. They are PL/pgSQL so that
 * each connection plans their query once: as SQL functions called from the
 * triggers they were planned at every call (a save planned the product's
 * twice, ~0.3 ms each; bench history-capture with BENCH_PG_STATEMENTS=1).
 * Their one plan is the generic one: each looks a row up by its key, so a
 * plan made for one id is as good for every other.
 */

export const STATE_FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION plugin_history_product_state(p_id text) RETURNS jsonb LANGUAGE plpgsql STABLE
    SET plan_cache_mode = force_generic_plan AS $$ BEGIN RETURN (
    SELECT jsonb_build_object(
      ${PRODUCT_COLUMN_PAIRS},
      'collection', (SELECT jsonb_build_object('id', c.id, 'title', c.title) FROM product_collection c WHERE c.id = pr.collection_id),
      'type', (SELECT jsonb_build_object('id', t.id, 'value', t.value) FROM product_type t WHERE t.id = pr.type_id),
      'tags', coalesce((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'value', t.value) ORDER BY t.value, t.id)
        FROM product_tags pt JOIN product_tag t ON t.id = pt.product_tag_id
        WHERE pt.product_id = pr.id AND t.deleted_at IS NULL), '[]'::jsonb),
      'categories', coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY c.name, c.id)
        FROM product_category_product pc JOIN product_category c ON c.id = pc.product_category_id
        WHERE pc.product_id = pr.id AND c.deleted_at IS NULL), '[]'::jsonb),
      'images', coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'url', i.url) ORDER BY i.rank, i.id)
        FROM image i WHERE i.product_id = pr.id AND i.deleted_at IS NULL), '[]'::jsonb),
      'sales_channels', coalesce((SELECT jsonb_agg(jsonb_build_object('id', sc.id, 'name', sc.name) ORDER BY sc.name, sc.id)
        FROM product_sales_channel psc JOIN sales_channel sc ON sc.id = psc.sales_channel_id
        WHERE psc.product_id = pr.id AND psc.deleted_at IS NULL AND sc.deleted_at IS NULL), '[]'::jsonb),
      -- Options the product uses (Medusa shares options between products) with the values it offers.
      'options', coalesce((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'title', o.title, 'values',
          coalesce((SELECT jsonb_agg(ov.value ORDER BY ov.value) FROM product_product_option_value ppov
            JOIN product_option_value ov ON ov.id = ppov.product_option_value_id
            WHERE ppov.product_product_option_id = ppo.id AND ppov.deleted_at IS NULL AND ov.deleted_at IS NULL), '[]'::jsonb))
          ORDER BY o.title, o.id)
        FROM product_product_option ppo JOIN product_option o ON o.id = ppo.product_option_id
        WHERE ppo.product_id = pr.id AND ppo.deleted_at IS NULL AND o.deleted_at IS NULL), '[]'::jsonb),
      'metadata', coalesce(pr.metadata, '{}'::jsonb))
    FROM product pr WHERE pr.id = p_id AND pr.deleted_at IS NULL
  ); END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_variant_state(v_id text) RETURNS jsonb LANGUAGE plpgsql STABLE
    SET plan_cache_mode = force_generic_plan AS $$ BEGIN RETURN (
    SELECT jsonb_build_object(
      ${VARIANT_COLUMN_PAIRS},
      'options', coalesce((SELECT jsonb_object_agg(o.title, ov.value ORDER BY o.title)
        FROM product_variant_option vo JOIN product_option_value ov ON ov.id = vo.option_value_id
        JOIN product_option o ON o.id = ov.option_id
        WHERE vo.variant_id = v.id AND ov.deleted_at IS NULL AND o.deleted_at IS NULL), '{}'::jsonb),
      'metadata', coalesce(v.metadata, '{}'::jsonb))
    FROM product_variant v WHERE v.id = v_id AND v.deleted_at IS NULL
  ); END $$`,
  // Prices keyed by what identifies "the same price" across a replace (delete + create).
  `CREATE OR REPLACE FUNCTION plugin_history_price_set_state(s_id text) RETURNS jsonb LANGUAGE plpgsql STABLE
    SET plan_cache_mode = force_generic_plan AS $$ BEGIN RETURN (
    SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM price_set s WHERE s.id = s_id AND s.deleted_at IS NULL) THEN NULL
      ELSE coalesce((SELECT jsonb_object_agg(k.key, k.price) FROM (
        SELECT concat_ws('|', p.currency_code, coalesce(p.price_list_id, ''), coalesce(p.min_quantity::text, ''),
                 coalesce(p.max_quantity::text, ''), r.rules::text) AS key,
               jsonb_build_object('price_id', p.id, 'amount', p.amount, 'currency_code', p.currency_code,
                 'price_list_id', p.price_list_id, 'min_quantity', p.min_quantity, 'max_quantity', p.max_quantity,
                 'rules', r.rules) AS price
        FROM price p
        CROSS JOIN LATERAL (SELECT coalesce(jsonb_object_agg(pr.attribute, pr.value ORDER BY pr.attribute), '{}'::jsonb) AS rules
          FROM price_rule pr WHERE pr.price_id = p.id AND pr.deleted_at IS NULL) r
        WHERE p.price_set_id = s_id AND p.deleted_at IS NULL) k), '{}'::jsonb) END
  ); END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_inventory_level_state(l_id text) RETURNS jsonb LANGUAGE plpgsql STABLE
    SET plan_cache_mode = force_generic_plan AS $$ BEGIN RETURN (
    SELECT jsonb_build_object('stock', l.stocked_quantity, 'stock.reserved', l.reserved_quantity,
      'inventory_item_id', l.inventory_item_id, 'location_id', l.location_id)
    FROM inventory_level l WHERE l.id = l_id AND l.deleted_at IS NULL
  ); END $$`,
  `CREATE OR REPLACE FUNCTION plugin_history_state(p_kind text, p_key text) RETURNS jsonb LANGUAGE sql STABLE AS $$
    SELECT CASE p_kind
      WHEN 'product' THEN plugin_history_product_state(p_key)
      WHEN 'variant' THEN plugin_history_variant_state(p_key)
      WHEN 'price_set' THEN plugin_history_price_set_state(p_key)
      WHEN 'inventory_level' THEN plugin_history_inventory_level_state(p_key)
    END
  $$`,
]
