import type { InboundAction } from "../../../types/b2b-import"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory } from "./query-keys"
import { useDeleteById, usePage } from "./resource-hooks"
import type {
  InboundRecord,
  InboundStatus,
} from "../../components/b2b-import/types"

export type RecordListParams = {
  /** Several statuses, sent as a comma list. */
  status?: string[]
  /** true: only records that need attention (failed, parsed, mapped); false: only the others. */
  needsAttention?: boolean
  q?: string
  profileId?: string
  /** Received from and to these days (YYYY-MM-DD, whole days in the shop's time zone). */
  from?: string
  to?: string
  /** A record field, `-` for descending, e.g. "-created_at". */
  order?: string
  offset: number
  limit: number
}
export type RecordList = {
  records: InboundRecord[]
  count: number
  offset: number
  limit: number
  /** Records needing attention (of all, not only this page's filter), for the filter chip. */
  needs_attention_count: number
  status_counts: Record<InboundStatus, number>
}

const recordKeys = queryKeysFactory("b2b-records")

/** One page of inbound records (newest first unless ordered otherwise); the previous page stays shown while the next loads. */
export function useRecords(params: RecordListParams) {
  const query: Record<string, string | number> = {
    offset: params.offset,
    limit: params.limit,
  }
  if (params.status?.length) query.status = params.status.join(",")
  if (params.needsAttention !== undefined)
    query.needs_attention = String(params.needsAttention)
  if (params.q) query.q = params.q
  if (params.profileId) query.profile_id = params.profileId
  if (params.from) query.from = params.from
  if (params.to) query.to = params.to
  if (params.order) query.order = params.order
  return usePage<RecordList>(recordKeys, "/admin/b2b/records", query)
}

/** One inbound record with its row errors, changes and order. */
export function useRecord(id: string) {
  return useQuery({
    queryKey: recordKeys.detail(id),
    queryFn: () =>
      sdk.client.fetch<{ record: InboundRecord }>(`/admin/b2b/records/${id}`),
    select: (data) => data.record,
  })
}

/** Runs "process" or "approve" on a record; every record query is refreshed afterwards. */
export function useRecordAction(action: InboundAction) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      sdk.client
        .fetch<{ record: InboundRecord }>(
          `/admin/b2b/records/${id}/${action}`,
          { method: "POST", body: {} }
        )
        .then((r) => r.record),
    onSettled: () => client.invalidateQueries({ queryKey: recordKeys.all }),
  })
}

/** Deletes a record (an order it created stays). */
export function useDeleteRecord() {
  // only the lists: the deleted record's own query would answer 404 while its page closes
  return useDeleteById("/admin/b2b/records", recordKeys.lists())
}

/** Lets the record lists refresh after an upload done outside react-query. */
export function useInvalidateRecords() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: recordKeys.all })
}

/** One record's answer in a batch: the record after its run, or the error that refused it. */
export type BatchResult = {
  id: string
  record?: InboundRecord
  error?: unknown
}

/**
 * Processes several records one after another, each through its own
 * process route (as the record page does), so that one refusal stops none of
 * the others; every answer is kept. The lists refresh afterwards.
 */
export function useProcessRecords() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const results: BatchResult[] = []
      for (const id of ids) {
        try {
          const { record } = await sdk.client.fetch<{
            record: InboundRecord
          }>(`/admin/b2b/records/${id}/process`, { method: "POST", body: {} })
          results.push({ id, record })
        } catch (error) {
          results.push({ id, error })
        }
      }
      return results
    },
    onSettled: () => client.invalidateQueries({ queryKey: recordKeys.all }),
  })
}
