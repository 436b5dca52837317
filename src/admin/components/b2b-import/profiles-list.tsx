import {
  createDataTableColumnHelper,
  createDataTableFilterHelper,
  StatusBadge,
  type DataTableFilter,
} from "@medusajs/ui"
import { useMemo } from "react"
import { Link, useNavigate } from "react-router-dom"
import { useProfiles } from "../../hooks/api/b2b-profiles"
import { useListUrlState } from "../../hooks/use-list-url-state"
import { usePluginTranslation } from "../../lib/i18n"
import { DataList } from "../common/data-list"
import { radioFilter } from "../common/radio-filter"
import { useClientPage, valuesOf } from "./client-list"
import {
  approvalLabel,
  approvalOptions,
  formatLabel,
  formatOptions,
  lookupLabel,
  priceSourceLabel,
} from "./labels"
import type { Profile } from "./types"

const column = createDataTableColumnHelper<Profile>()
const filter = createDataTableFilterHelper<Profile>()
const FILTER_IDS = ["file_format", "approval_mode", "active"] as const
const SORTS = ["name", "file_format", "approval_mode"] as const
const DEFAULT_SORT = { id: "name", desc: false }

/** The import profiles: search by name, filters by format, approval and active, sorted by name; the name opens the editor. */
export const ProfilesList = () => {
  const { t } = usePluginTranslation()
  const navigate = useNavigate()
  const profiles = useProfiles()
  const state = useListUrlState({
    filterIds: FILTER_IDS,
    defaultSort: DEFAULT_SORT,
    sortable: SORTS,
  })
  const page = useClientPage(profiles.data, state, {
    text: (p) => p.name,
    matches: (p, id, value) =>
      id === "active"
        ? String(p.active) === valuesOf(value)[0]
        : valuesOf(value).includes(String(p[id as keyof Profile])),
    sortValue: (p, id) =>
      id === "file_format"
        ? formatLabel(t, p.file_format)
        : id === "approval_mode"
          ? approvalLabel(t, p.approval_mode)
          : p.name,
  })
  const az = {
    sortAscLabel: t("import.list.sort.az"),
    sortDescLabel: t("import.list.sort.za"),
  }
  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: t("import.profiles.columns.name"),
        meta: { name: t("import.profiles.columns.name") },
        enableSorting: true,
        sortLabel: t("import.profiles.columns.name"),
        ...az,
        cell: ({ row }) => (
          <Link
            to={`/b2b-import/profiles/${row.original.id}`}
            className="text-ui-fg-interactive-hover hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor("file_format", {
        header: t("import.profiles.columns.format"),
        meta: { name: t("import.profiles.columns.format") },
        enableSorting: true,
        sortLabel: t("import.profiles.columns.format"),
        ...az,
        cell: ({ getValue }) => formatLabel(t, getValue()),
      }),
      column.accessor("approval_mode", {
        header: t("import.profiles.columns.approval"),
        meta: { name: t("import.profiles.columns.approval") },
        enableSorting: true,
        sortLabel: t("import.profiles.columns.approval"),
        ...az,
        cell: ({ getValue }) => approvalLabel(t, getValue()),
      }),
      column.accessor("customer_lookup", {
        header: t("import.profiles.columns.lookup"),
        meta: { name: t("import.profiles.columns.lookup") },
        cell: ({ getValue }) => lookupLabel(t, getValue()),
      }),
      column.accessor("price_source", {
        header: t("import.profiles.columns.price"),
        meta: { name: t("import.profiles.columns.price") },
        cell: ({ getValue }) => priceSourceLabel(t, getValue()),
      }),
      column.accessor("active", {
        header: t("import.profiles.columns.active"),
        meta: { name: t("import.profiles.columns.active") },
        truncateTooltip: false,
        cell: ({ getValue }) => (
          <StatusBadge color={getValue() ? "green" : "grey"}>
            {getValue()
              ? t("import.profile.active")
              : t("import.profile.inactive")}
          </StatusBadge>
        ),
      }),
    ],
    [t]
  )
  const filters = useMemo<DataTableFilter[]>(
    () => [
      filter.accessor("file_format", {
        type: "multiselect",
        label: t("import.profiles.columns.format"),
        options: formatOptions(t),
      }) as DataTableFilter,
      filter.accessor("approval_mode", {
        type: "multiselect",
        label: t("import.profiles.columns.approval"),
        options: approvalOptions(t),
      }) as DataTableFilter,
      radioFilter("active", t("import.profiles.columns.active"), [
        { label: t("import.profile.active"), value: "true" },
        { label: t("import.profile.inactive"), value: "false" },
      ]),
    ],
    [t]
  )

  return (
    <DataList
      label={t("import.profiles.label")}
      columns={columns}
      data={page.data}
      rowCount={page.count}
      getRowId={(p) => p.id}
      query={profiles}
      state={state}
      filters={filters}
      searchable
      searchPlaceholder={t("import.profiles.searchPlaceholder")}
      onRowClick={(p) => navigate(`/b2b-import/profiles/${p.id}`)}
      empty={{
        heading: t("import.profiles.emptyHeading"),
        description: t("import.profiles.emptyText"),
      }}
    />
  )
}
