/**
 * The history's lists are read by the module's own SQL (not query.graph), so
 * their query config only carries the validated paging and order through.
 */
export const listHistoryQueryConfig = { defaults: [], isList: true }
export const retrievePriceSeriesQueryConfig = { defaults: [], isList: false }
