/**
 * A sortable list column: its header names the sort, with the words for
 * either direction ("A–Z"/"Z–A", "Oldest"/"Newest").
 */
export const sortableColumn = (
  header: string,
  ascending: string,
  descending: string
) => ({
  header,
  enableSorting: true,
  sortLabel: header,
  sortAscLabel: ascending,
  sortDescLabel: descending,
})
