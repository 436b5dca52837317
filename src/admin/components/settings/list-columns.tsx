import {
  Badge,
  Text,
  createDataTableFilterHelper,
  type DataTableFilter,
} from "@medusajs/ui"
import type { TFunction } from "i18next"
import type { ReactNode } from "react"
import { sortableColumn } from "../common/sort-words"

/*
 * Pieces the settings lists (integrations, roles, users) share, so that a
 * name, an access summary, a date or the role filter reads alike in each.
 */

/**
 * A sortable column's words: "A–Z"/"Z–A" for a name, "Oldest"/"Newest" for
 * a date; the column's header names the sort.
 */
export const sortedBy = (
  t: TFunction,
  header: string,
  kind: "name" | "date"
) =>
  kind === "name"
    ? sortableColumn(header, t("settings.sort.az"), t("settings.sort.za"))
    : sortableColumn(
        header,
        t("settings.sort.oldest"),
        t("settings.sort.newest")
      )

/** A sortable date column, in the shop's time zone. */
export const dateColumn = (
  t: TFunction,
  header: string,
  time: { format: (value: string) => string }
) => ({
  ...sortedBy(t, header, "date"),
  cell: ({ getValue }: { getValue: () => string }) => time.format(getValue()),
})

/** A row's name, set off from the other cells. */
export const NameCell = ({ children }: { children: ReactNode }) => (
  <Text as="span" size="small" weight="plus">
    {children}
  </Text>
)

/** A value that is not there ("Never", "No roles", "—"). */
export const Muted = ({ children }: { children: ReactNode }) => (
  <Text as="span" size="small" className="text-ui-fg-muted">
    {children}
  </Text>
)

/** Administrator (a badge), the roles' names, or `none` (muted). */
export const AccessSummary = ({
  administrator,
  roles,
  badge,
  none,
}: {
  administrator: boolean
  roles: { name: string }[]
  badge: { label: string; color: "orange" | "purple" }
  none: string
}) => {
  if (administrator)
    return (
      <Badge size="2xsmall" color={badge.color}>
        {badge.label}
      </Badge>
    )
  if (!roles.length) return <Muted>{none}</Muted>
  return <span>{roles.map((role) => role.name).join(", ")}</span>
}

const filter = createDataTableFilterHelper<{ role: string }>()

/** Filters by one or more roles (searchable once there are many). */
export const roleFilter = (
  label: string,
  roles: { id: string; name: string }[]
): DataTableFilter =>
  filter.accessor("role", {
    type: "multiselect",
    label,
    searchable: roles.length > 8,
    options: roles.map((role) => ({ label: role.name, value: role.id })),
  })
