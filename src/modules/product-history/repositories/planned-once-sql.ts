/**
 * The newest rollback of each of some entries, among the entries changed
 * since `p_since` (a rollback is never older than what it rolls back).
 *
 * A function with a generic plan, planned once per connection: as a plain
 * statement PostgreSQL planned it anew for each page over every monthly
 * partition since the page's oldest entry, each with its indexes (22–26 ms
 * of planning for 4 ms of execution on an oldest-first page at 10M
 * entries, 64 months). The generic plan leaves out the months before
 * `p_since` when it starts (runtime pruning).
 */
export const ROLLBACKS_OF_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_rollbacks_of(p_ids text[], p_since timestamptz)
RETURNS TABLE (id text, rolled_back_entry_id text) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY SELECT DISTINCT ON (e.rolled_back_entry_id) e.id, e.rolled_back_entry_id
    FROM plugin_product_history_entry e
    WHERE e.rolled_back_entry_id = ANY (p_ids) AND e.changed_at >= p_since AND e.deleted_at IS NULL
    ORDER BY e.rolled_back_entry_id, e.changed_at DESC, e.id DESC;
END $$;`

/**
 * The field names the entries hold, in the database's order: a loose index
 * scan, one step per name through the field index of every monthly
 * partition. As a statement it was planned on every call (9–10 ms at 10M
 * entries, 64 months, for 18–21 ms of execution; `order=field_name` lists
 * and retention ask for it); a function's plan is kept per connection.
 */
export const FIELD_NAMES_FUNCTION = `CREATE OR REPLACE FUNCTION plugin_history_field_names()
RETURNS SETOF text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY WITH RECURSIVE names AS (
      (SELECT e.field_name FROM plugin_product_history_entry e WHERE e.deleted_at IS NULL ORDER BY e.field_name LIMIT 1)
      UNION ALL
      SELECT (SELECT e.field_name FROM plugin_product_history_entry e
              WHERE e.deleted_at IS NULL AND e.field_name > names.field_name
              ORDER BY e.field_name LIMIT 1)
      FROM names WHERE names.field_name IS NOT NULL)
    SELECT names.field_name::text FROM names WHERE names.field_name IS NOT NULL;
END $$;`

/** The functions planned once per connection, as a migration makes them. */
export const PLANNED_ONCE_FUNCTIONS = [
  ROLLBACKS_OF_FUNCTION,
  FIELD_NAMES_FUNCTION,
]

export const DROP_PLANNED_ONCE_FUNCTIONS = [
  `DROP FUNCTION IF EXISTS plugin_history_rollbacks_of(text[], timestamptz);`,
  `DROP FUNCTION IF EXISTS plugin_history_field_names();`,
]
