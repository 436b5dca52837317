import { createDataTableColumnHelper, type DataTableFilter } from "@medusajs/ui"
import { useMemo } from "react"
import { useAclRoles } from "../../hooks/api/plugin-access"
import { radioFilter } from "../common/radio-filter"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import {
  AccessSummary,
  Muted,
  NameCell,
  dateColumn,
  roleFilter,
  sortedBy,
} from "./list-columns"
import { actionColumn, type RowAction } from "./row-actions"
import type { Integration } from "./types"

const column = createDataTableColumnHelper<Integration>()

/** The filters of the integrations list, as URL parameters. */
export const INTEGRATION_FILTERS = ["access", "status", "role"] as const
export const INTEGRATION_SORTS = ["label", "last_used_at", "created_at"]

/** Administrator, the roles' names, or "No roles". */
export const IntegrationAccess = ({
  integration,
}: {
  integration: Integration
}) => {
  const { t } = usePluginTranslation()
  return (
    <AccessSummary
      administrator={integration.admin}
      roles={integration.roles ?? []}
      badge={{
        label: t("settings.integrations.values.administrator"),
        color: "orange",
      }}
      none={t("settings.integrations.values.noRoles")}
    />
  )
}

/** Label, access key, access, last use, creation and the row's action menu. */
export function useIntegrationColumns(
  actionsOf: (integration: Integration) => RowAction[][]
) {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  return useMemo(
    () => [
      column.accessor("label", {
        ...sortedBy(t, t("settings.integrations.columns.label"), "name"),
        maxSize: 260,
        cell: ({ getValue }) => <NameCell>{getValue()}</NameCell>,
      }),
      column.accessor("access_key", {
        header: t("settings.integrations.columns.accessKey"),
        cell: ({ getValue }) => (
          <code className="txt-compact-xsmall font-mono">{getValue()}</code>
        ),
      }),
      column.display({
        id: "access",
        header: t("settings.integrations.columns.access"),
        maxSize: 280,
        cell: ({ row }) => <IntegrationAccess integration={row.original} />,
      }),
      column.accessor("last_used_at", {
        ...sortedBy(t, t("settings.integrations.columns.lastUsed"), "date"),
        cell: ({ getValue }) =>
          getValue() ? (
            time.format(getValue())
          ) : (
            <Muted>{t("settings.integrations.values.never")}</Muted>
          ),
      }),
      column.accessor(
        "created_at",
        dateColumn(t, t("settings.integrations.columns.created"), time)
      ),
      actionColumn<Integration>((integration) => ({
        id: integration.id,
        name: integration.label,
        groups: actionsOf(integration),
      })),
    ],
    [t, time, actionsOf]
  )
}

/** Access (administrator or roles), status (used or never) and role. */
export function useIntegrationFilters(): DataTableFilter[] {
  const { t } = usePluginTranslation()
  const roles = useAclRoles()
  const options = roles.data?.acl_roles ?? []
  return useMemo(
    () => [
      radioFilter("access", t("settings.integrations.filters.access"), [
        {
          label: t("settings.integrations.filters.administrator"),
          value: "admin",
        },
        {
          label: t("settings.integrations.filters.restricted"),
          value: "restricted",
        },
      ]),
      radioFilter("status", t("settings.integrations.filters.status"), [
        { label: t("settings.integrations.filters.used"), value: "used" },
        { label: t("settings.integrations.filters.never"), value: "never" },
      ]),
      roleFilter(t("settings.integrations.filters.role"), options),
    ],
    [t, options]
  )
}
