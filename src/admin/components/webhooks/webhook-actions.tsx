import { Key, ListBullet, PencilSquare, Trash } from "@medusajs/icons"
import { useCallback } from "react"
import {
  useDeleteWebhook,
  useRenewWebhookSecret,
} from "../../hooks/api/plugin-webhooks"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import type { Webhook } from "../../../types/webhooks"
import { useConfirm } from "../settings/confirm"
import { rowActionsButton } from "../settings/return-focus"
import type { RowAction } from "../settings/row-actions"
import type { ShownSecret } from "../settings/secret-dialog"

/**
 * The action menu of a webhook's row: edit, the delivery log, renew the
 * secret and delete, the last two confirmed first; focus comes back to the
 * row's menu button, or to `fallback` once the row is gone.
 */
export function useWebhookActions({
  onEdit,
  onLog,
  onSecret,
  fallback,
}: {
  onEdit: (webhook: Webhook) => void
  onLog: (webhook: Webhook) => void
  onSecret: (issued: ShownSecret & { id: string }) => void
  fallback: () => HTMLElement | null | undefined
}) {
  const { t } = usePluginTranslation()
  const confirm = useConfirm()
  const renew = useRenewWebhookSecret()
  const remove = useDeleteWebhook()

  return useCallback(
    (webhook: Webhook): RowAction[][] => {
      const name = webhook.name
      const menu = () => rowActionsButton(webhook.id)
      const renewSecret = async () => {
        const ok = await confirm(
          {
            title: t("settings.webhooks.renewPrompt.title"),
            description: t("settings.webhooks.renewPrompt.description", {
              name,
            }),
            confirmText: t("settings.webhooks.renewPrompt.confirm"),
          },
          menu
        )
        if (!ok) return
        renew.mutate(webhook.id, {
          onSuccess: ({ secret }) =>
            onSecret({ id: webhook.id, secret, label: name, kind: "renewed" }),
          onError: () => notify.error(t("settings.webhooks.renewFailed")),
        })
      }
      const destroy = async () => {
        const ok = await confirm(
          {
            title: t("settings.webhooks.deletePrompt.title"),
            description: t("settings.webhooks.deletePrompt.description", {
              name,
            }),
            confirmText: t("common.actions.delete"),
          },
          menu
        )
        if (!ok) return
        remove.mutate(webhook.id, {
          onSuccess: () => {
            notify.success(t("settings.webhooks.deleted", { name }))
            fallback()?.focus()
          },
          onError: () => notify.error(t("settings.webhooks.deleteFailed")),
        })
      }
      return [
        [
          {
            label: t("common.actions.edit"),
            icon: <PencilSquare />,
            onClick: () => onEdit(webhook),
          },
          {
            label: t("settings.webhooks.actions.deliveries"),
            icon: <ListBullet />,
            onClick: () => onLog(webhook),
          },
          {
            label: t("settings.webhooks.actions.renewSecret"),
            icon: <Key />,
            onClick: renewSecret,
          },
        ],
        [
          {
            label: t("common.actions.delete"),
            icon: <Trash />,
            onClick: destroy,
          },
        ],
      ]
    },
    [t, confirm, renew, remove, onEdit, onLog, onSecret, fallback]
  )
}
