import { Button, Drawer, Text } from "@medusajs/ui"
import { useState } from "react"
import {
  useResendDelivery,
  useWebhookDeliveries,
} from "../../hooks/api/plugin-webhooks"
import { usePluginTranslation } from "../../lib/i18n"
import { useNoToastsWhileOpen } from "../../lib/notify"
import type { Webhook } from "../../../types/webhooks"
import { DialogHeader } from "../common/dialog-header"
import { PlainTable } from "../common/plain-table"
import { DrawerPlaceholder } from "../settings/drawer-form"
import { focusOnClose } from "../settings/return-focus"
import { DeliveryRow } from "./delivery-row"

const PAGE = 20

type Props = {
  /** The webhook whose log is open; undefined: closed (or it loads). */
  webhook?: Webhook
  open: boolean
  missing: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** A webhook's delivery log, newest first, paged, with "Send again" on finished deliveries. */
export const DeliveryLogDrawer = ({ webhook, open, ...props }: Props) => {
  const { t } = usePluginTranslation()
  useNoToastsWhileOpen(open)
  return (
    <Drawer open={open} onOpenChange={(next) => !next && props.onClose()}>
      <Drawer.Content
        data-plugin-root
        className="sm:max-w-[960px]"
        onCloseAutoFocus={focusOnClose(props.returnFocusTo)}
      >
        <DialogHeader close={Drawer.Close} esc>
          <Drawer.Title>{t("settings.webhooks.log.title")}</Drawer.Title>
          <Drawer.Description className="text-ui-fg-subtle">
            {webhook
              ? t("settings.webhooks.log.description", { name: webhook.name })
              : props.missing
                ? t("settings.webhooks.notFound")
                : null}
          </Drawer.Description>
        </DialogHeader>
        {webhook ? (
          <DeliveryLog key={webhook.id} webhook={webhook} />
        ) : (
          <DrawerPlaceholder
            missing={
              props.missing ? t("settings.webhooks.notFound") : undefined
            }
          />
        )}
      </Drawer.Content>
    </Drawer>
  )
}

const DeliveryLog = ({ webhook }: { webhook: Webhook }) => {
  const { t } = usePluginTranslation()
  const [offset, setOffset] = useState(0)
  // What "Send again" did, said in the drawer (no toast covers it).
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>()
  const log = useWebhookDeliveries(webhook.id, { offset, limit: PAGE })
  const resend = useResendDelivery()
  const count = log.data?.count ?? 0
  const h = (key: string) => t(`settings.webhooks.log.columns.${key}`)

  if (log.isError)
    return <DrawerPlaceholder missing={t("settings.webhooks.log.loadFailed")} />
  if (!log.data) return <DrawerPlaceholder />
  return (
    <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
      <Text
        size="small"
        role="status"
        className={outcome?.failed ? "text-ui-fg-error" : "text-ui-fg-subtle"}
      >
        {outcome?.text}
      </Text>
      {count === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          {t("settings.webhooks.log.empty")}
        </Text>
      ) : (
        <PlainTable
          label={t("settings.webhooks.log.title")}
          headers={[
            h("status"),
            h("event"),
            h("attempts"),
            h("result"),
            h("latency"),
            h("response"),
            h("when"),
          ]}
        >
          {log.data.deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              resending={resend.isPending && resend.variables === delivery.id}
              onResend={(d) =>
                resend.mutate(d.id, {
                  onSuccess: () =>
                    setOutcome({
                      text: t("settings.webhooks.log.queuedAgain"),
                      failed: false,
                    }),
                  onError: (error) =>
                    setOutcome({
                      text: t("settings.webhooks.log.sendAgainFailed", {
                        reason: (error as Error).message,
                      }),
                      failed: true,
                    }),
                })
              }
            />
          ))}
        </PlainTable>
      )}
      {count > PAGE && (
        <div className="flex items-center justify-end gap-x-2">
          <Text size="small" className="text-ui-fg-subtle">
            {t("settings.webhooks.log.pageOf", {
              from: offset + 1,
              to: Math.min(offset + PAGE, count),
              count,
            })}
          </Text>
          <Button
            size="small"
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            {t("common.list.previous")}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={offset + PAGE >= count}
            onClick={() => setOffset(offset + PAGE)}
          >
            {t("common.list.next")}
          </Button>
        </div>
      )}
    </Drawer.Body>
  )
}
