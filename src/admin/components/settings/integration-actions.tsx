import { Key, PencilSquare, SquareTwoStack, Trash } from "@medusajs/icons"
import { useCallback } from "react"
import {
  useDeleteIntegration,
  useNewSecret,
} from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useConfirm } from "./confirm"
import { rowActionsButton } from "./return-focus"
import type { RowAction } from "./row-actions"
import type { ShownSecret } from "./secret-dialog"
import type { Integration } from "./types"

/**
 * The action menu of an integration's row: edit, copy the access key, issue
 * a new secret and delete, the last two confirmed first; focus comes back to
 * the row's menu button, or to `fallback` once the row is gone.
 */
export function useIntegrationActions({
  onEdit,
  onSecret,
  fallback,
}: {
  onEdit: (integration: Integration) => void
  onSecret: (issued: ShownSecret & { id: string }) => void
  fallback: () => HTMLElement | null | undefined
}) {
  const { t } = usePluginTranslation()
  const confirm = useConfirm()
  const newSecret = useNewSecret()
  const remove = useDeleteIntegration()

  return useCallback(
    (integration: Integration): RowAction[][] => {
      const label = integration.label
      const menu = () => rowActionsButton(integration.id)
      const issue = async () => {
        const ok = await confirm(
          {
            title: t("settings.integrations.newSecretPrompt.title"),
            description: t(
              "settings.integrations.newSecretPrompt.description",
              { label }
            ),
            confirmText: t("settings.integrations.newSecretPrompt.confirm"),
          },
          menu
        )
        if (!ok) return
        newSecret.mutate(integration.id, {
          onSuccess: ({ access_key, secret }) =>
            onSecret({
              id: integration.id,
              access_key,
              secret,
              label,
              kind: "renewed",
            }),
          onError: () =>
            notify.error(t("settings.integrations.newSecretFailed")),
        })
      }
      const destroy = async () => {
        const ok = await confirm(
          {
            title: t("settings.integrations.deletePrompt.title"),
            description: t("settings.integrations.deletePrompt.description", {
              label,
            }),
            confirmText: t("common.actions.delete"),
          },
          menu
        )
        if (!ok) return
        remove.mutate(integration.id, {
          onSuccess: () => {
            notify.success(t("settings.integrations.deleted", { label }))
            fallback()?.focus()
          },
          onError: () => notify.error(t("settings.integrations.deleteFailed")),
        })
      }
      const copyKey = () =>
        navigator.clipboard.writeText(integration.access_key).then(
          () => notify.success(t("settings.integrations.keyCopied", { label })),
          () => notify.error(t("settings.integrations.keyCopyFailed"))
        )
      return [
        [
          {
            label: t("common.actions.edit"),
            icon: <PencilSquare />,
            onClick: () => onEdit(integration),
          },
          {
            label: t("settings.integrations.actions.copyKey"),
            icon: <SquareTwoStack />,
            onClick: copyKey,
          },
          {
            label: t("settings.integrations.actions.newSecret"),
            icon: <Key />,
            onClick: issue,
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
    [t, confirm, newSecret, remove, onEdit, onSecret, fallback]
  )
}
