/**
 * Stock entries, and the orders that move stock. Medusa reserves an order's
 * stock with a reservation per line (`reservation_item.line_item_id`, an
 * order line item: `order_item.item_id`), releases it when the order is
 * fulfilled or cancelled, and a fulfilment takes the stocked quantity in a
 * transaction of its own. A BEFORE ROW trigger on the reservations stages
 * how much each order line reserved (+) or released (−) at a stock level in
 * the transaction; at commit, a level's reserved-stock change is split into
 * one entry per order (and one for what no order explains), each in the
 * order's own change set of the save, with the order in its context.
 */

/** Stages one reservation's move at its level: summed per transaction, level and order line. */
const STAGE_RESERVED = `CREATE OR REPLACE FUNCTION plugin_history_stage_reserved(
     p_item text, p_location text, p_line text, p_delta numeric
   ) RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO plugin_product_history_staging (tx, kind, key, old_state)
     VALUES (txid_current(), 'reservation', concat_ws('|', p_item, p_location, p_line),
       jsonb_build_object('inventory_item_id', p_item, 'location_id', p_location, 'line_item_id', p_line, 'delta', p_delta))
     ON CONFLICT (tx, kind, key) DO UPDATE SET old_state = jsonb_set(plugin_product_history_staging.old_state, '{delta}',
       to_jsonb((plugin_product_history_staging.old_state->>'delta')::numeric + p_delta));
   END $$`

/** The BEFORE ROW trigger on reservation_item: a reservation made, changed, released (deleted or soft-deleted) or restored. */
const STAGE_RESERVATION = `CREATE OR REPLACE FUNCTION plugin_history_stage_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     -- Only a line's reservation can name an order; a change that moves no quantity moves nothing.
     IF TG_OP = 'UPDATE' AND (OLD.line_item_id, OLD.inventory_item_id, OLD.location_id, OLD.quantity, OLD.deleted_at IS NULL)
         IS NOT DISTINCT FROM (NEW.line_item_id, NEW.inventory_item_id, NEW.location_id, NEW.quantity, NEW.deleted_at IS NULL) THEN
       RETURN NEW;
     END IF;
     IF TG_OP <> 'INSERT' AND OLD.line_item_id IS NOT NULL AND OLD.deleted_at IS NULL THEN
       PERFORM plugin_history_stage_reserved(OLD.inventory_item_id, OLD.location_id, OLD.line_item_id, -OLD.quantity);
     END IF;
     IF TG_OP <> 'DELETE' AND NEW.line_item_id IS NOT NULL AND NEW.deleted_at IS NULL THEN
       PERFORM plugin_history_stage_reserved(NEW.inventory_item_id, NEW.location_id, NEW.line_item_id, NEW.quantity);
     END IF;
     IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
     RETURN NEW;
   END $$`

/** `[{order_id, order_display_id, delta}]` of the orders whose reservations at a level moved in this transaction, by number; null for none. */
const LEVEL_ORDERS = `CREATE OR REPLACE FUNCTION plugin_history_level_orders(p_item text, p_location text)
   RETURNS jsonb LANGUAGE sql STABLE AS $$
     SELECT jsonb_agg(jsonb_build_object('order_id', m.order_id, 'order_display_id', m.display_id, 'delta', m.delta)
       ORDER BY m.display_id, m.order_id)
     FROM (
       SELECT oi.order_id, o.display_id, sum((st.old_state->>'delta')::numeric) AS delta
       FROM plugin_product_history_staging st
       -- An order's line is in order_item once per order version.
       CROSS JOIN LATERAL (SELECT i.order_id FROM order_item i WHERE i.item_id = st.old_state->>'line_item_id' LIMIT 1) oi
       LEFT JOIN "order" o ON o.id = oi.order_id
       WHERE st.tx = txid_current() AND st.kind = 'reservation'
         AND st.old_state->>'inventory_item_id' = p_item AND st.old_state->>'location_id' = p_location
       GROUP BY oi.order_id, o.display_id
       HAVING sum((st.old_state->>'delta')::numeric) <> 0
     ) m
   $$`

/**
 * The order whose fulfilment takes stocked quantity from a level now
 * (`{order_id, order_display_id}`), or null. Within the transaction: the
 * one order that released a reservation there. Else Medusa's fulfilment
 * (createOrderFulfillmentWorkflow): it makes the fulfilment, takes the stock
 * in a transaction of its own, then links the fulfilment to the order and
 * releases the reservation; so the order is the one whose line holds a
 * reservation of the item and an uncancelled fulfilment of it not linked to
 * any order yet (made within the hour). Two orders fulfilled at that very
 * moment name none rather than a wrong one.
 */
const STOCK_ORDER = `CREATE OR REPLACE FUNCTION plugin_history_stock_order(p_item text, p_location text, p_orders jsonb)
   RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
   DECLARE
     v_found jsonb;
   BEGIN
     SELECT jsonb_agg(mv) INTO v_found FROM jsonb_array_elements(coalesce(p_orders, '[]'::jsonb)) mv
       WHERE (mv->>'delta')::numeric < 0;
     IF jsonb_array_length(v_found) = 1 THEN RETURN (v_found->0) - 'delta'; END IF;
     SELECT jsonb_agg(jsonb_build_object('order_id', c.order_id, 'order_display_id', c.display_id)) INTO v_found
       FROM (SELECT DISTINCT i.order_id, o.display_id
         FROM reservation_item r
         JOIN fulfillment_item fi ON fi.line_item_id = r.line_item_id AND fi.inventory_item_id = r.inventory_item_id
           AND fi.deleted_at IS NULL
         JOIN fulfillment f ON f.id = fi.fulfillment_id
         JOIN order_item i ON i.item_id = r.line_item_id
         LEFT JOIN "order" o ON o.id = i.order_id
         WHERE r.inventory_item_id = p_item AND r.line_item_id IS NOT NULL AND r.deleted_at IS NULL
           AND (r.location_id = p_location OR f.location_id = p_location)
           AND f.canceled_at IS NULL AND f.deleted_at IS NULL AND f.created_at > now() - interval '1 hour'
           AND NOT EXISTS (SELECT 1 FROM order_fulfillment ofl WHERE ofl.fulfillment_id = f.id AND ofl.deleted_at IS NULL)
       ) c;
     RETURN CASE WHEN jsonb_array_length(v_found) = 1 THEN v_found->0 END;
   END $$`

/**
 * The author of an order's entries: the save's, in the order's own change
 * set of that save (the same in each transaction of the save, so a save's
 * later transaction continues it), at the time of its own first entry.
 */
const ORDER_ACTOR = `CREATE OR REPLACE FUNCTION plugin_history_order_actor(p_actor jsonb, p_order jsonb)
   RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
     -- An order's change set is not the save's: whether it has entries of earlier transactions is looked up.
     SELECT (p_actor - 'changedAt' - 'continuesSave')
       || jsonb_build_object('changeSetId', md5(concat_ws('|', p_actor->>'changeSetId', p_order->>'order_id')))
   $$`

/** One reserved-stock change split by order: first what no order explains (the save's own), then each order's. */
const WRITE_BY_ORDER = `CREATE OR REPLACE FUNCTION plugin_history_write_by_order(
     p_product_id text, p_variant_id text, p_field text, p_old jsonb, p_new jsonb, p_context jsonb, p_actor jsonb,
     p_orders jsonb
   ) RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     v_rest numeric;
     v_cur jsonb := p_old;
     v_next jsonb;
     v_order jsonb;
     v_left int := jsonb_array_length(p_orders);
   BEGIN
     SELECT coalesce((p_new#>>'{}')::numeric, 0) - coalesce((p_old#>>'{}')::numeric, 0)
         - coalesce(sum((mv->>'delta')::numeric), 0)
       INTO v_rest FROM jsonb_array_elements(p_orders) mv;
     -- The orders' change sets take their time at their first entry, after the save's: the chain stays in time order.
     IF v_rest <> 0 THEN
       v_next := to_jsonb(coalesce((v_cur#>>'{}')::numeric, 0) + v_rest);
       PERFORM plugin_history_write(p_product_id, p_variant_id, p_field, v_cur, v_next, p_context, p_actor);
       v_cur := v_next;
     END IF;
     FOR v_order IN SELECT mv FROM jsonb_array_elements(p_orders) mv LOOP
       v_left := v_left - 1;
       -- The last one ends where the level is, as stored.
       v_next := CASE WHEN v_left = 0 THEN p_new
         ELSE to_jsonb(coalesce((v_cur#>>'{}')::numeric, 0) + (v_order->>'delta')::numeric) END;
       PERFORM plugin_history_write(p_product_id, p_variant_id, p_field, v_cur, v_next,
         p_context || jsonb_build_object('order_id', v_order->'order_id', 'order_display_id', v_order->'order_display_id'),
         plugin_history_order_actor(p_actor, v_order));
       v_cur := v_next;
     END LOOP;
   END $$`

/**
 * Stock of one level for every variant of its item; a level created or
 * deleted counts from or to no stock (null). Reserved stock is split by
 * order; stocked quantity a fulfilment took carries its order.
 */
const STOCK_LEVEL = `CREATE OR REPLACE FUNCTION plugin_history_stock_level(p_key text, p_old jsonb, p_new jsonb, p_actor jsonb)
   RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     v_level jsonb := coalesce(p_new, p_old);
     v_location text;
     v_context jsonb;
     v_orders jsonb;
     v_stock_order jsonb;
     v_variant record;
     v_field text;
   BEGIN
     SELECT sl.name INTO v_location FROM stock_location sl WHERE sl.id = v_level->>'location_id';
     v_context := jsonb_build_object('location_id', v_level->>'location_id', 'location_name', v_location,
       'inventory_item_id', v_level->>'inventory_item_id', 'inventory_level_id', p_key);
     IF (p_old->'stock.reserved') IS DISTINCT FROM (p_new->'stock.reserved') THEN
       v_orders := plugin_history_level_orders(v_level->>'inventory_item_id', v_level->>'location_id');
     END IF;
     IF (p_new->>'stock')::numeric < (p_old->>'stock')::numeric THEN
       v_stock_order := plugin_history_stock_order(v_level->>'inventory_item_id', v_level->>'location_id', v_orders);
     END IF;
     FOR v_variant IN SELECT v.id, v.product_id FROM product_variant_inventory_item l
         JOIN product_variant v ON v.id = l.variant_id
         WHERE l.inventory_item_id = v_level->>'inventory_item_id' AND l.deleted_at IS NULL AND v.deleted_at IS NULL LOOP
       FOREACH v_field IN ARRAY ARRAY['stock', 'stock.reserved'] LOOP
         -- A new level without reservations records its stock only.
         CONTINUE WHEN p_old IS NULL AND v_field = 'stock.reserved' AND (p_new->>v_field)::numeric = 0;
         CONTINUE WHEN p_new IS NULL AND v_field = 'stock.reserved' AND (p_old->>v_field)::numeric = 0;
         CONTINUE WHEN (p_old->v_field) IS NOT DISTINCT FROM (p_new->v_field);
         IF v_field = 'stock.reserved' AND v_orders IS NOT NULL THEN
           PERFORM plugin_history_write_by_order(v_variant.product_id, v_variant.id, v_field, p_old->v_field,
             p_new->v_field, v_context, p_actor, v_orders);
         ELSIF v_field = 'stock' AND v_stock_order IS NOT NULL THEN
           PERFORM plugin_history_write(v_variant.product_id, v_variant.id, v_field, p_old->v_field, p_new->v_field,
             v_context || v_stock_order, plugin_history_order_actor(p_actor, v_stock_order));
         ELSE
           PERFORM plugin_history_write(v_variant.product_id, v_variant.id, v_field, p_old->v_field, p_new->v_field,
             v_context, p_actor);
         END IF;
       END LOOP;
     END LOOP;
   END $$`

/** In creation order: each SQL function after the ones its body names. */
export const STOCK_FUNCTIONS = [
  STAGE_RESERVED,
  STAGE_RESERVATION,
  LEVEL_ORDERS,
  STOCK_ORDER,
  ORDER_ACTOR,
  WRITE_BY_ORDER,
  STOCK_LEVEL,
]

/** The staging trigger on Medusa's reservations (install.ts puts it on with the others). */
export const RESERVATION_TABLES = ["reservation_item"] as const
