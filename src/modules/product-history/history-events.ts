/**
 * What the history tells webhooks: entries were written, one event per
 * change set (a save), however many fields it changed. Written by a trigger
 * on the entries in the transaction that wrote them (Migration20261206155000).
 */
export const HISTORY_EVENTS = {
  written: "plugin_product_history.written",
} as const

/** Product ids an event names at most; `entry_count` counts them all. */
export const EVENT_PRODUCT_IDS_MAX = 100
