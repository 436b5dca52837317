/** Any number, the same in every instance: the lock every write to the pricing tables takes first. */
export const PRICE_WRITE_LOCK = 74_210_524

/** Pricing tables whose writes take the price-write lock before their first row. */
export const PRICE_LOCKED_TABLES = [
  "price_set",
  "price",
  "price_rule",
  "price_list",
  "price_list_rule",
] as const

/**
 * Prices change in statements over several rows (create, update, delete),
 * so row locks alone let two replacements of one variant's prices
 * interleave: each reads the state before the other committed (a broken
 * history chain) and Medusa keeps both new prices. A BEFORE STATEMENT
 * trigger takes one transaction lock before any price row is locked: price
 * writes follow each other, deadlock-free, and the staged state of each is
 * the last committed one.
 */
export const PRICE_LOCK_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_price_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(${PRICE_WRITE_LOCK});
  RETURN NULL;
END $$`

/** What makes two prices "the same price" across a replace: currency, list, quantity bounds and rules. */
export const PRICE_KEY_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_price_key(p price) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws('|', p.currency_code, coalesce(p.price_list_id, ''), coalesce(p.min_quantity::text, ''),
    coalesce(p.max_quantity::text, ''),
    (SELECT coalesce(jsonb_object_agg(pr.attribute, pr.value ORDER BY pr.attribute), '{}'::jsonb)::text
       FROM price_rule pr WHERE pr.price_id = p.id AND pr.deleted_at IS NULL))
$$`

/**
 * Two replacements of a variant's prices that began together each deleted
 * the prices they had read and created their own, so both new prices live
 * on. Had they run one after the other, the later one (this transaction)
 * would have replaced the earlier one's: its base prices win, and a base
 * price of the same key that this transaction did not write is deleted
 * (softly, as Medusa deletes). Runs at commit, under the price-write lock.
 */
export const PRICE_DEDUPE_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_dedupe_prices(p_set text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_xid text := (txid_current() % 4294967296)::text;
  v_stale text[];
BEGIN
  WITH live AS (
    SELECT p.id, p.xmin::text = v_xid AS ours, plugin_history_price_key(p) AS k
    FROM price p WHERE p.price_set_id = p_set AND p.price_list_id IS NULL AND p.deleted_at IS NULL
  )
  SELECT array_agg(l.id) INTO v_stale FROM live l
    WHERE NOT l.ours AND EXISTS (SELECT 1 FROM live o WHERE o.ours AND o.k = l.k);
  IF v_stale IS NULL THEN RETURN; END IF;
  UPDATE price_rule SET deleted_at = now() WHERE price_id = ANY(v_stale) AND deleted_at IS NULL;
  UPDATE price SET deleted_at = now() WHERE id = ANY(v_stale);
END $$`
