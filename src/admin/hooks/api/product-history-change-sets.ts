import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type {
  ChangeSetListResponse,
  HistoryEntry,
  HistoryFilters,
} from "../../components/product-history/types"
import { historyKeys, listQuery, useHistoryRollback } from "./product-history"

const HISTORY_LIST = "/admin/product-history"

/** A page of saves of `path` (`/admin/product-history` or `/admin/products/:id/history`), each with the entries the filters match; paged by saves. */
export function useChangeSetList(
  path: string,
  filters: Partial<HistoryFilters>,
  offset: number,
  limit: number
) {
  const query = {
    ...listQuery(filters, offset, limit),
    group_by: "change_set",
  }
  return useQuery({
    queryKey: historyKeys.list({ path, ...query }),
    queryFn: () =>
      sdk.client.fetch<ChangeSetListResponse>(path, { method: "GET", query }),
    placeholderData: keepPreviousData,
  })
}

/**
 * One save with all its entries, whatever filters the page shows: a rollback
 * of the save writes every field, so its confirmation names every field.
 * There is no read of one change set; all entries of a save share its
 * `changed_at`, so the saves of that very millisecond (`from` and `to` are
 * inclusive to the millisecond) hold it.
 */
export function useChangeSet(changeSetId: string, changedAt: string | null) {
  const query = {
    group_by: "change_set",
    from: changedAt ?? undefined,
    to: changedAt ?? undefined,
    order: "-changed_at",
    offset: 0,
    limit: 500,
  }
  return useQuery({
    queryKey: historyKeys.list({ path: HISTORY_LIST, ...query }),
    queryFn: () =>
      sdk.client.fetch<ChangeSetListResponse>(HISTORY_LIST, {
        method: "GET",
        query,
      }),
    enabled: !!changedAt,
    select: (data) =>
      data.change_sets.find((set) => set.change_set_id === changeSetId),
  })
}

/** Rolls back every field of one save, all or none. */
export const useRollbackChangeSet = (changeSetId: string) =>
  useHistoryRollback<{
    entries: HistoryEntry[]
    rolled_back_change_set_id: string
  }>(
    `/admin/product-history/change-sets/${encodeURIComponent(changeSetId)}/rollback`
  )
