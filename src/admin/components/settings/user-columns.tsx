import {
  Badge,
  Text,
  createDataTableColumnHelper,
  createDataTableFilterHelper,
  type DataTableFilter,
} from "@medusajs/ui"
import { useMemo } from "react"
import { useAclRoles } from "../../hooks/api/plugin-access"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { actionColumn, type RowAction } from "./row-actions"
import type { PluginUser } from "./types"

const column = createDataTableColumnHelper<PluginUser>()
const filter = createDataTableFilterHelper<PluginUser>()

export const USER_FILTERS = ["access", "role"] as const
export const USER_SORTS = ["email", "created_at"]

/** A user's name, or their e-mail address when they gave none. */
export const nameOf = (user: PluginUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email

/** Administrator, the roles' names, or "No access". */
const UserAccess = ({ user }: { user: PluginUser }) => {
  const { t } = usePluginTranslation()
  if (user.administrator)
    return (
      <Badge size="2xsmall" color="purple">
        {t("settings.users.values.administrator")}
      </Badge>
    )
  if (!user.acl_roles.length)
    return (
      <Text as="span" size="small" className="text-ui-fg-muted">
        {t("settings.users.values.noAccess")}
      </Text>
    )
  return <span>{user.acl_roles.map((role) => role.name).join(", ")}</span>
}

/** User (name and e-mail), access, when added, and the row's action menu (none on one's own row). */
export function useUserColumns(
  myId: string | undefined,
  actionsOf: (user: PluginUser) => RowAction[][]
) {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  return useMemo(
    () => [
      column.accessor("email", {
        header: t("settings.users.columns.user"),
        enableSorting: true,
        sortLabel: t("settings.users.columns.email"),
        sortAscLabel: t("settings.sort.az"),
        sortDescLabel: t("settings.sort.za"),
        cell: ({ row }) => (
          <div className="flex flex-col py-1">
            <Text as="span" size="small" weight="plus">
              {nameOf(row.original)}
              {row.original.id === myId && ` ${t("settings.users.you")}`}
            </Text>
            <Text as="span" size="xsmall" className="text-ui-fg-subtle">
              {row.original.email}
            </Text>
          </div>
        ),
      }),
      column.display({
        id: "access",
        header: t("settings.users.columns.access"),
        cell: ({ row }) => <UserAccess user={row.original} />,
      }),
      column.accessor("created_at", {
        header: t("settings.users.columns.added"),
        enableSorting: true,
        sortLabel: t("settings.users.columns.added"),
        sortAscLabel: t("settings.sort.oldest"),
        sortDescLabel: t("settings.sort.newest"),
        cell: ({ getValue }) => time.format(getValue()),
      }),
      actionColumn<PluginUser>((user) => ({
        id: user.id,
        name: nameOf(user),
        // Nobody changes their own access.
        groups: user.id === myId ? [] : actionsOf(user),
      })),
    ],
    [t, time, myId, actionsOf]
  )
}

/** Access (administrator, roles, none) and role. */
export function useUserFilters(): DataTableFilter[] {
  const { t } = usePluginTranslation()
  const roles = useAclRoles()
  const options = roles.data?.acl_roles ?? []
  return useMemo(
    () => [
      filter.accessor("access" as never, {
        type: "radio",
        label: t("settings.users.filters.access"),
        options: (["administrator", "roles", "none"] as const).map((value) => ({
          label: t(`settings.users.filters.${value}`),
          value,
        })),
      }),
      filter.accessor("role" as never, {
        type: "multiselect",
        label: t("settings.users.filters.role"),
        searchable: options.length > 8,
        options: options.map((role) => ({ label: role.name, value: role.id })),
      }),
    ],
    [t, options]
  )
}
