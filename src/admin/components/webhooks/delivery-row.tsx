import { Badge, Button, Table, Text } from "@medusajs/ui"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import type { DeliveryStatus, WebhookDelivery } from "../../../types/webhooks"
import { Muted } from "../settings/list-columns"
import { eventLabel } from "./event-words"

const COLORS: Record<DeliveryStatus, "grey" | "blue" | "green" | "red"> = {
  queued: "grey",
  running: "blue",
  success: "green",
  failed: "red",
}

/** Only a finished delivery can be sent again (a queued or running one is on its way). */
export const mayResend = (d: WebhookDelivery) =>
  d.status === "success" || d.status === "failed"

/** One delivery of the log: status, event, attempts, last answer, time taken, response, when. */
export const DeliveryRow = ({
  delivery,
  onResend,
  resending,
}: {
  delivery: WebhookDelivery
  onResend: (delivery: WebhookDelivery) => void
  resending: boolean
}) => {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  const d = delivery
  const when =
    d.status === "success" && d.delivered_at
      ? t("settings.webhooks.log.deliveredAt", {
          at: time.format(d.delivered_at),
        })
      : d.status === "queued" || d.status === "running"
        ? t("settings.webhooks.log.nextAttempt", {
            at: time.format(d.next_attempt_at),
          })
        : t("settings.webhooks.log.createdAt", {
            at: time.format(d.created_at),
          })
  const event = eventLabel(t, d.event_name)
  return (
    <Table.Row data-delivery={d.id}>
      <Table.Cell>
        <Badge size="2xsmall" color={COLORS[d.status]}>
          {t(`settings.webhooks.log.status.${d.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <span title={d.event_id}>{event}</span>
      </Table.Cell>
      <Table.Cell>{d.attempts}</Table.Cell>
      <Table.Cell className="max-w-[240px] whitespace-normal">
        {d.last_status_code !== null && (
          <Text size="small" weight="plus">
            {t("settings.webhooks.log.httpStatus", {
              code: d.last_status_code,
            })}
          </Text>
        )}
        {d.last_error ? (
          <Text size="small" className="text-ui-fg-error">
            {d.last_error}
          </Text>
        ) : (
          d.last_status_code === null && <Muted>—</Muted>
        )}
      </Table.Cell>
      <Table.Cell>
        {d.last_latency_ms !== null ? (
          t("settings.webhooks.log.latency", { ms: d.last_latency_ms })
        ) : (
          <Muted>—</Muted>
        )}
      </Table.Cell>
      <Table.Cell className="max-w-[200px]">
        {d.response_excerpt ? (
          <code
            className="txt-compact-xsmall block truncate font-mono"
            title={d.response_excerpt}
          >
            {d.response_excerpt}
          </code>
        ) : (
          <Muted>—</Muted>
        )}
      </Table.Cell>
      <Table.Cell>{when}</Table.Cell>
      <Table.Cell className="text-right">
        {mayResend(d) && (
          <Button
            size="small"
            variant="secondary"
            isLoading={resending}
            aria-label={t("settings.webhooks.log.sendAgainFor", {
              event,
              at: time.format(d.created_at),
            })}
            onClick={() => onResend(d)}
          >
            {t("settings.webhooks.log.sendAgain")}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  )
}
