import { sdk } from "../../lib/sdk"
import type {
  HistoryEntry,
  HistoryFilters,
  HistoryListResponse,
  PriceSeries,
} from "./types"

/** Every query of the history starts with this key, so one invalidation refreshes them all. */
export const HISTORY_KEY = "product-history"

/** Query parameters of a list: the field names as a comma list (the API takes both forms). */
function listQuery(
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
    from: filters.from,
    to: filters.to,
    q: filters.q,
  }
}

export function fetchHistory(
  path: string,
  filters: Partial<HistoryFilters>,
  offset: number,
  limit: number
) {
  return sdk.client.fetch<HistoryListResponse>(path, {
    method: "GET",
    query: listQuery(filters, offset, limit),
  })
}

export function fetchEntry(id: string) {
  return sdk.client.fetch<{ entry: HistoryEntry }>(
    `/admin/product-history/${encodeURIComponent(id)}`,
    { method: "GET" }
  )
}

export function rollbackEntry(id: string, force: boolean) {
  return sdk.client.fetch<{
    entry: HistoryEntry | null
    rolled_back_entry_id: string
  }>(`/admin/product-history/${encodeURIComponent(id)}/rollback`, {
    method: "POST",
    body: { force },
  })
}

export function fetchPriceSeries(productId: string, days = 90) {
  return sdk.client.fetch<{ price_series: PriceSeries }>(
    `/admin/products/${encodeURIComponent(productId)}/price-series`,
    {
      method: "GET",
      query: { days },
    }
  )
}

function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? ""
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (star) return decodeURIComponent(star[1])
  const plain = /filename="?([^";]+)"?/i.exec(header)
  return plain?.[1] ?? fallback
}

/** Downloads the CSV or PDF export of exactly these filters. */
export async function downloadExport(
  kind: "csv" | "pdf",
  filters: HistoryFilters
): Promise<void> {
  const body = {
    field_name: filters.field_name?.length ? filters.field_name : undefined,
    from: filters.from,
    to: filters.to,
    q: filters.q,
    order: filters.order,
  }
  const res = await fetch(`/admin/product-history/export-${kind}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const error = await res.json().catch(() => ({}))
    throw new Error(
      error?.message ||
        `The ${kind.toUpperCase()} export failed (${res.statusText || res.status}).`
    )
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
