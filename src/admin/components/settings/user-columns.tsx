import {
  Text,
  createDataTableColumnHelper,
  type DataTableFilter,
} from "@medusajs/ui"
import { useMemo } from "react"
import { useAclRoles } from "../../hooks/api/plugin-access"
import { radioFilter } from "../common/radio-filter"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { AccessSummary, dateColumn, roleFilter, sortedBy } from "./list-columns"
import { actionColumn, type RowAction } from "./row-actions"
import type { PluginUser } from "./types"

const column = createDataTableColumnHelper<PluginUser>()

export const USER_FILTERS = ["access", "role"] as const
export const USER_SORTS = ["email", "created_at"]

/** A user's name, or their e-mail address when they gave none. */
export const nameOf = (user: PluginUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email

/** Administrator, the roles' names, or "No access". */
const UserAccess = ({ user }: { user: PluginUser }) => {
  const { t } = usePluginTranslation()
  return (
    <AccessSummary
      administrator={user.administrator}
      roles={user.acl_roles}
      badge={{
        label: t("settings.users.values.administrator"),
        color: "purple",
      }}
      none={t("settings.users.values.noAccess")}
    />
  )
}

/**
 * User (name and e-mail), access, when added, and the row's action menu
 * (none on one's own row). Under Medusa's RBAC (`medusaRbac`) no access
 * column: the plugin's own flag and roles of users do not count then.
 */
export function useUserColumns(
  myId: string | undefined,
  actionsOf: (user: PluginUser) => RowAction[][],
  medusaRbac = false
) {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  return useMemo(
    () => [
      column.accessor("email", {
        // Sorted by e-mail address: the column shows the name above it.
        ...sortedBy(t, t("settings.users.columns.email"), "name"),
        header: t("settings.users.columns.user"),
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
      ...(medusaRbac
        ? []
        : [
            column.display({
              id: "access",
              header: t("settings.users.columns.access"),
              cell: ({ row }) => <UserAccess user={row.original} />,
            }),
          ]),
      column.accessor(
        "created_at",
        dateColumn(t, t("settings.users.columns.added"), time)
      ),
      actionColumn<PluginUser>((user) => ({
        id: user.id,
        name: nameOf(user),
        // Nobody changes their own access.
        groups: user.id === myId ? [] : actionsOf(user),
      })),
    ],
    [t, time, myId, actionsOf, medusaRbac]
  )
}

/** Access (administrator, roles, none) and role; none under Medusa's RBAC (`medusaRbac`), as the column. */
export function useUserFilters(medusaRbac = false): DataTableFilter[] {
  const { t } = usePluginTranslation()
  const roles = useAclRoles()
  const options = roles.data?.acl_roles ?? []
  return useMemo(
    () =>
      medusaRbac
        ? []
        : [
            radioFilter(
              "access",
              t("settings.users.filters.access"),
              (["administrator", "roles", "none"] as const).map((value) => ({
                label: t(`settings.users.filters.${value}`),
                value,
              }))
            ),
            roleFilter(t("settings.users.filters.role"), options),
          ],
    [t, options, medusaRbac]
  )
}
