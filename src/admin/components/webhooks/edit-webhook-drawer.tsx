import { Alert } from "@medusajs/ui"
import { useUpdateWebhook } from "../../hooks/api/plugin-webhooks"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import type { Webhook } from "../../../types/webhooks"
import { DrawerForm } from "../settings/drawer-form"
import { EditDrawer } from "../settings/edit-drawer"
import { WebhookFields } from "./webhook-fields"
import { useWebhookForm } from "./webhook-form"

type Props = {
  open: boolean
  /** Undefined while it loads (a link to a row not on the page). */
  webhook?: Webhook
  missing: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Changing a webhook's name, event, address and whether it is active. */
export const EditWebhookDrawer = ({ webhook, ...props }: Props) => {
  const { t } = usePluginTranslation()
  return (
    <EditDrawer
      {...props}
      record={webhook}
      title={t("settings.webhooks.edit.title")}
      description={t("settings.webhooks.edit.description", {
        name: webhook?.name ?? "",
      })}
      missingText={t("settings.webhooks.notFound")}
    >
      {(record) => <EditWebhookForm webhook={record} onClose={props.onClose} />}
    </EditDrawer>
  )
}

const EditWebhookForm = ({
  webhook,
  onClose,
}: {
  webhook: Webhook
  onClose: () => void
}) => {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  const form = useWebhookForm(() => ({
    name: webhook.name,
    event_name: webhook.event_name,
    url: webhook.url,
    active: webhook.active,
  }))
  const update = useUpdateWebhook()

  const submit = form.submit((body) =>
    update.mutate(
      { id: webhook.id, ...body },
      {
        onSuccess: ({ webhook: saved }) => {
          onClose()
          notify.success(
            t("settings.webhooks.edit.saved", { name: saved.name })
          )
        },
        onError: (error) =>
          form.failed(error, t("settings.webhooks.saveFailed")),
      }
    )
  )

  return (
    <DrawerForm
      onSubmit={submit}
      pending={update.isPending}
      problem={form.formProblem}
    >
      {webhook.deactivated_at && (
        <Alert variant="warning">
          {t("settings.webhooks.edit.switchedOff", {
            at: time.format(webhook.deactivated_at),
            reason: webhook.deactivation_reason ?? "",
          })}
        </Alert>
      )}
      <WebhookFields {...form.fields} disabled={update.isPending} />
    </DrawerForm>
  )
}
