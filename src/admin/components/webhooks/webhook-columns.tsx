import { Badge, Text, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import type { Webhook } from "../../../types/webhooks"
import { Muted, NameCell, dateColumn, sortedBy } from "../settings/list-columns"
import { actionColumn, type RowAction } from "../settings/row-actions"
import { eventLabel } from "./event-words"

const column = createDataTableColumnHelper<Webhook>()

export const WEBHOOK_SORTS = ["name", "created_at"]

/** Active, failing since when, or switched off with the reason. */
export const WebhookStatus = ({ webhook }: { webhook: Webhook }) => {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  if (!webhook.active)
    return (
      <div className="flex flex-col items-start gap-y-1">
        <Badge size="2xsmall" color="grey">
          {t("settings.webhooks.values.inactive")}
        </Badge>
        {webhook.deactivation_reason && (
          <Muted>{webhook.deactivation_reason}</Muted>
        )}
      </div>
    )
  if (webhook.failing_since)
    return (
      <Badge size="2xsmall" color="orange">
        {t("settings.webhooks.values.failing", {
          since: time.format(webhook.failing_since),
        })}
      </Badge>
    )
  return (
    <Badge size="2xsmall" color="green">
      {t("settings.webhooks.values.active")}
    </Badge>
  )
}

/** Name, event in words, address, status, errors, last success, creation and the row's menu. */
export function useWebhookColumns(
  actionsOf: (webhook: Webhook) => RowAction[][]
) {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  return useMemo(
    () => [
      column.accessor("name", {
        ...sortedBy(t, t("settings.webhooks.columns.name"), "name"),
        maxSize: 240,
        cell: ({ getValue }) => <NameCell>{getValue()}</NameCell>,
      }),
      column.accessor("event_name", {
        header: t("settings.webhooks.columns.event"),
        cell: ({ getValue }) => (
          <span title={getValue()}>{eventLabel(t, getValue())}</span>
        ),
      }),
      column.accessor("url", {
        header: t("settings.webhooks.columns.url"),
        maxSize: 280,
        cell: ({ getValue }) => (
          <code
            className="txt-compact-xsmall block truncate font-mono"
            title={getValue()}
          >
            {getValue()}
          </code>
        ),
      }),
      column.display({
        id: "status",
        header: t("settings.webhooks.columns.status"),
        cell: ({ row }) => <WebhookStatus webhook={row.original} />,
      }),
      column.accessor("error_count", {
        header: t("settings.webhooks.columns.errors"),
        cell: ({ getValue }) =>
          getValue() ? (
            <Text as="span" size="small" className="text-ui-fg-error">
              {getValue()}
            </Text>
          ) : (
            <Muted>0</Muted>
          ),
      }),
      column.accessor("last_success_at", {
        header: t("settings.webhooks.columns.lastSuccess"),
        cell: ({ getValue }) => {
          const at = getValue()
          return at ? (
            time.format(at)
          ) : (
            <Muted>{t("settings.webhooks.values.never")}</Muted>
          )
        },
      }),
      column.accessor(
        "created_at",
        dateColumn(t, t("settings.webhooks.columns.created"), time)
      ),
      actionColumn<Webhook>((webhook) => ({
        id: webhook.id,
        name: webhook.name,
        groups: actionsOf(webhook),
      })),
    ],
    [t, time, actionsOf]
  )
}
