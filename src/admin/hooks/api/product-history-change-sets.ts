import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type {
  ChangeSetListResponse,
  HistoryChangeSet,
  HistoryEntry,
  HistoryFilters,
} from "../../components/product-history/types"
import { historyKeys, listQuery, useHistoryRollback } from "./product-history"

/** A page of saves of `path` (`/admin/product-history` or `/admin/products/:id/history`), each with the entries the filters match; paged by saves. */
export function useChangeSetList(
  path: string,
  filters: Partial<HistoryFilters>,
  offset: number,
  limit: number,
  enabled = true
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
    enabled,
  })
}

/**
 * One save with all its entries, whatever filters the page shows: a rollback
 * of the save writes every field, so its confirmation names every field.
 */
export function useChangeSet(changeSetId: string, enabled = true) {
  return useQuery({
    queryKey: historyKeys.detail(`change-set:${changeSetId}`),
    queryFn: () =>
      sdk.client.fetch<{ change_set: HistoryChangeSet }>(
        `/admin/product-history/change-sets/${encodeURIComponent(changeSetId)}`
      ),
    enabled: enabled && !!changeSetId,
    select: (data) => data.change_set,
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
