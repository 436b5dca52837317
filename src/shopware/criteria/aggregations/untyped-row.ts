/**
 * TEMPORARY: removed when #31 lands. A `query.graph` row as the entity API
 * (src/shopware/entities, retyped on another branch) and the aggregations'
 * evaluation (evaluate.ts, buckets.ts) read it: fields untyped. What the
 * values here read takes any row (GraphRow in values.ts); this file is in
 * eslint.config.mjs' temporary block.
 */
export type Row = Record<string, any>
