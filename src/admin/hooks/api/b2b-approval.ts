import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory } from "./query-keys"
import type {
  AdminInboundCheck,
  InboundRecord,
} from "../../../types/b2b-import"

const recordKeys = queryKeysFactory("b2b-records")

/**
 * Refreshes the records after approve or reject. The check is refreshed only
 * while the record still waits: a final record's check answers 409.
 */
function refreshRecords(
  client: ReturnType<typeof useQueryClient>,
  stillWaiting: boolean
) {
  return client.invalidateQueries({
    queryKey: recordKeys.all,
    predicate: (q) =>
      stillWaiting || q.queryKey[q.queryKey.length - 1] !== "check",
  })
}

/** The approval check of a record (a dry run of approve: what it would create now); refreshed with the record. */
export function useRecordCheck(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...recordKeys.detail(id), "check"],
    queryFn: () =>
      sdk.client
        .fetch<{ check: AdminInboundCheck }>(`/admin/b2b/records/${id}/check`, {
          method: "POST",
          body: {},
        })
        .then((r) => r.check),
    enabled,
  })
}

/** Approves a record; `accept_changes` accepts what the check found changed beyond the profile's allowance. */
export function useApproveRecord() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; acceptChanges: boolean }) =>
      sdk.client
        .fetch<{ record: InboundRecord }>(
          `/admin/b2b/records/${input.id}/approve`,
          {
            method: "POST",
            body: input.acceptChanges ? { accept_changes: true } : {},
          }
        )
        .then((r) => r.record),
    onSettled: (record, error) =>
      refreshRecords(client, !!error || record?.status === "awaiting_approval"),
  })
}

/** Rejects a record with the clerk's reason. */
export function useRejectRecord() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      sdk.client
        .fetch<{ record: InboundRecord }>(
          `/admin/b2b/records/${input.id}/reject`,
          { method: "POST", body: { reason: input.reason } }
        )
        .then((r) => r.record),
    onSettled: (_record, error) => refreshRecords(client, !!error),
  })
}
