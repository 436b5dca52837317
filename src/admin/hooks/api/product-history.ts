import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import type {
  HistoryEntry,
  HistoryFilters,
  HistoryListResponse,
  PriceSeries,
  RollbackInput,
} from "../../components/product-history/types"
import type { CaptureStatus } from "../../../types/product-history"
import { queryKeysFactory } from "./query-keys"

/** Every query of the history (lists, entries, price series) starts with this key. */
export const historyKeys = queryKeysFactory("product-history")

/** Query parameters of a list: the lists of field names and sources as comma lists (the API takes both forms). */
export function listQuery(
  filters: Partial<HistoryFilters>,
  offset: number,
  limit: number
) {
  return {
    offset,
    limit,
    order: filters.order ?? "-changed_at",
    field_name: filters.field_name?.length
      ? filters.field_name.join(",")
      : undefined,
    source: filters.source?.length ? filters.source.join(",") : undefined,
    field_group: filters.field_group,
    from: filters.from,
    to: filters.to,
    q: filters.q,
  }
}

/** A page of entries of `path` (`/admin/product-history` or `/admin/products/:id/history`); the previous page stays shown while the next loads. */
export function useHistoryList(
  path: string,
  filters: Partial<HistoryFilters>,
  offset: number,
  limit: number,
  enabled = true
) {
  const query = listQuery(filters, offset, limit)
  return useQuery({
    queryKey: historyKeys.list({ path, ...query }),
    queryFn: () =>
      sdk.client.fetch<HistoryListResponse>(path, { method: "GET", query }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** One entry in full (none while `id` is not set). */
export function useHistoryEntry(id: string | undefined) {
  return useQuery({
    queryKey: historyKeys.detail(id ?? ""),
    queryFn: () =>
      sdk.client.fetch<{ entry: HistoryEntry }>(
        `/admin/product-history/${encodeURIComponent(id!)}`,
        { method: "GET" }
      ),
    enabled: !!id,
  })
}

/**
 * A rollback's POST (`input.force`: even over a change made since;
 * `input.comment`: the reason); refreshes the history and the products.
 */
export function useHistoryRollback<TAnswer>(path: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ force, comment }: RollbackInput) =>
      sdk.client.fetch<TAnswer>(path, {
        method: "POST",
        body: { force, comment: comment?.trim() || undefined },
      }),
    // Not awaited: the caller's own success handling (closing the drawer) comes first.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: historyKeys.all })
      void client.invalidateQueries({ queryKey: ["products"] })
    },
  })
}

/** Rolls one entry's field back to its old value. */
export const useRollbackEntry = (id: string) =>
  useHistoryRollback<{
    entry: HistoryEntry | null
    rolled_back_entry_id: string
  }>(`/admin/product-history/${encodeURIComponent(id)}/rollback`)

/** The product's price lines over the last `days` days, for the chart. */
export function usePriceSeries(productId: string, days = 90) {
  return useQuery({
    queryKey: [...historyKeys.all, "price-series", productId, days],
    queryFn: () =>
      sdk.client.fetch<{ price_series: PriceSeries }>(
        `/admin/products/${encodeURIComponent(productId)}/price-series`,
        { method: "GET", query: { days } }
      ),
  })
}

function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? ""
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (star) return decodeURIComponent(star[1])
  const plain = /filename="?([^";]+)"?/i.exec(header)
  return plain?.[1] ?? fallback
}

/** Downloads the CSV (cells separated by `delimiter`) or PDF export of exactly these filters; the file named as the server names it. */
export async function downloadExport(
  kind: "csv" | "pdf",
  filters: HistoryFilters,
  delimiter?: "comma" | "semicolon"
): Promise<void> {
  const body = {
    field_name: filters.field_name?.length ? filters.field_name : undefined,
    source: filters.source?.length ? filters.source : undefined,
    field_group: filters.field_group,
    from: filters.from,
    to: filters.to,
    q: filters.q,
    order: filters.order,
    delimiter,
  }
  const res = await fetch(`/admin/product-history/export-${kind}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const error = await res.json().catch(() => ({}))
    throw new Error(error?.message || res.statusText || String(res.status))
  }
  const blob = await res.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = fileNameOf(res, `product-history.${kind}`)
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Whether the shop records product changes (GET /admin/product-history/capture): the history page warns when it does not. */
export function useCaptureStatus() {
  return useQuery({
    queryKey: historyKeys.detail("capture"),
    queryFn: () =>
      sdk.client.fetch<{ capture: CaptureStatus }>(
        "/admin/product-history/capture",
        { method: "GET" }
      ),
    staleTime: 60_000,
  })
}
