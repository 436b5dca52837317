import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { INBOUND_STATUSES } from "../../modules/b2b-import/types"
import type { InboundStatus } from "../components/b2b-import/types"

/**
 * The records list's filters, kept in the URL so a filtered list can be
 * bookmarked, shared and survives a reload: `status=failed,mapped`,
 * `attention=1`, `q=…`. Unknown statuses in the URL are ignored.
 */
export function useRecordFilters() {
  const [params, setParams] = useSearchParams()
  const statusText = params.get("status") ?? ""
  const statuses = useMemo(
    () =>
      statusText
        .split(",")
        .filter((s): s is InboundStatus =>
          (INBOUND_STATUSES as readonly string[]).includes(s)
        ),
    [statusText]
  )
  const needsAttention = params.get("attention") === "1"
  const q = params.get("q") ?? ""
  const set = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (value) next.set(key, value)
          else next.delete(key)
          return next
        },
        { replace: true }
      ),
    [setParams]
  )
  return {
    statuses,
    needsAttention,
    q,
    setStatuses: (v: InboundStatus[]) => set("status", v.join(",") || null),
    setNeedsAttention: (v: boolean) => set("attention", v ? "1" : null),
    setQ: (v: string) => set("q", v || null),
  }
}
