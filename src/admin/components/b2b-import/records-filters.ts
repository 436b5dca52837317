import {
  createDataTableFilterHelper,
  type DataTableFilter,
  type DataTableFilteringState,
} from "@medusajs/ui"
import { useMemo } from "react"
import type { RecordListParams } from "../../hooks/api/b2b-records"
import { useShopTime } from "../../hooks/use-shop-time"
import { dateFilter } from "../../lib/date-filter"
import { usePluginTranslation } from "../../lib/i18n"
import { toDayRange } from "../../lib/shop-days"
import { INBOUND_STATUSES } from "../../../types/b2b-import"
import { radioFilter } from "../common/radio-filter"
import { statusOptions } from "./labels"
import type { InboundRecord, Profile } from "./types"

/** The records list's filters, each its own URL parameter. */
export const RECORD_FILTER_IDS = [
  "status",
  "attention",
  "profile",
  "received",
] as const

const filter = createDataTableFilterHelper<InboundRecord>()

/** Status (several), needs attention, profile and the days received (presets in the shop's zone). */
export function useRecordFilters(profiles?: Profile[]): DataTableFilter[] {
  const { t, i18n } = usePluginTranslation()
  const { zone } = useShopTime()
  return useMemo(
    () => [
      filter.accessor("status", {
        type: "multiselect",
        label: t("import.list.filters.status"),
        options: statusOptions(t),
      }) as DataTableFilter,
      radioFilter("attention", t("import.list.filters.attention"), [
        { label: t("import.list.filters.attentionYes"), value: "true" },
        { label: t("import.list.filters.attentionNo"), value: "false" },
      ]),
      radioFilter(
        "profile",
        t("import.list.filters.profile"),
        (profiles ?? []).map((p) => ({ label: p.name, value: p.id }))
      ),
      dateFilter<InboundRecord>(
        "received",
        t("import.list.filters.received"),
        zone,
        t,
        i18n.language
      ),
    ],
    [t, zone, profiles, i18n.language]
  )
}

const one = (value: unknown): string | undefined =>
  Array.isArray(value)
    ? (value[0] as string | undefined)
    : typeof value === "string"
      ? value
      : undefined

/** The filters' values (from the URL) as the records API's parameters. */
export function recordQuery(
  filtering: DataTableFilteringState
): Pick<
  RecordListParams,
  "status" | "needsAttention" | "profileId" | "from" | "to"
> {
  // A status the URL names that is none (an edited link) is left out.
  const status = [filtering.status]
    .flat()
    .filter((s): s is string =>
      (INBOUND_STATUSES as readonly unknown[]).includes(s)
    )
  const attention = one(filtering.attention)
  const days = toDayRange(
    filtering.received as Parameters<typeof toDayRange>[0]
  )
  return {
    status: status.length ? status : undefined,
    needsAttention:
      attention === "true" ? true : attention === "false" ? false : undefined,
    profileId: one(filtering.profile),
    from: days.$gte,
    to: days.$lte,
  }
}
