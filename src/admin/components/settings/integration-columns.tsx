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
import type { Integration } from "./types"

const column = createDataTableColumnHelper<Integration>()
const filter = createDataTableFilterHelper<Integration>()

/** The filters of the integrations list, as URL parameters. */
export const INTEGRATION_FILTERS = ["access", "status", "role"] as const
export const INTEGRATION_SORTS = ["label", "last_used_at", "created_at"]

const Muted = ({ children }: { children: string }) => (
  <Text as="span" size="small" className="text-ui-fg-muted">
    {children}
  </Text>
)

/** Administrator, the roles' names, or "No roles". */
export const IntegrationAccess = ({
  integration,
}: {
  integration: Integration
}) => {
  const { t } = usePluginTranslation()
  const roles = integration.roles ?? []
  if (integration.admin)
    return (
      <Badge size="2xsmall" color="orange">
        {t("settings.integrations.values.administrator")}
      </Badge>
    )
  if (!roles.length)
    return <Muted>{t("settings.integrations.values.noRoles")}</Muted>
  return <span>{roles.map((role) => role.name).join(", ")}</span>
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
        header: t("settings.integrations.columns.label"),
        enableSorting: true,
        sortLabel: t("settings.integrations.columns.label"),
        sortAscLabel: t("settings.sort.az"),
        sortDescLabel: t("settings.sort.za"),
        maxSize: 260,
        cell: ({ getValue }) => (
          <Text as="span" size="small" weight="plus">
            {getValue()}
          </Text>
        ),
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
        header: t("settings.integrations.columns.lastUsed"),
        enableSorting: true,
        sortLabel: t("settings.integrations.columns.lastUsed"),
        sortAscLabel: t("settings.sort.oldest"),
        sortDescLabel: t("settings.sort.newest"),
        cell: ({ getValue }) =>
          getValue() ? (
            time.format(getValue())
          ) : (
            <Muted>{t("settings.integrations.values.never")}</Muted>
          ),
      }),
      column.accessor("created_at", {
        header: t("settings.integrations.columns.created"),
        enableSorting: true,
        sortLabel: t("settings.integrations.columns.created"),
        sortAscLabel: t("settings.sort.oldest"),
        sortDescLabel: t("settings.sort.newest"),
        cell: ({ getValue }) => time.format(getValue()),
      }),
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
      filter.accessor("access" as never, {
        type: "radio",
        label: t("settings.integrations.filters.access"),
        options: [
          {
            label: t("settings.integrations.filters.administrator"),
            value: "admin",
          },
          {
            label: t("settings.integrations.filters.restricted"),
            value: "restricted",
          },
        ],
      }),
      filter.accessor("status" as never, {
        type: "radio",
        label: t("settings.integrations.filters.status"),
        options: [
          { label: t("settings.integrations.filters.used"), value: "used" },
          { label: t("settings.integrations.filters.never"), value: "never" },
        ],
      }),
      filter.accessor("role" as never, {
        type: "multiselect",
        label: t("settings.integrations.filters.role"),
        searchable: options.length > 8,
        options: options.map((role) => ({ label: role.name, value: role.id })),
      }),
    ],
    [t, options]
  )
}
