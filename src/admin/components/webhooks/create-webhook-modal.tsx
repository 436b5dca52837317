import { useCreateWebhook } from "../../hooks/api/plugin-webhooks"
import { usePluginTranslation } from "../../lib/i18n"
import { CreateModal, CreateModalForm } from "../settings/create-modal"
import type { ShownSecret } from "../settings/secret-dialog"
import { WebhookFields } from "./webhook-fields"
import { useWebhookForm } from "./webhook-form"

type Props = {
  open: boolean
  onClose: () => void
  /** The new webhook's signing secret, to be shown once. */
  onCreated: (issued: ShownSecret & { id: string }) => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Creating a webhook: name, event, address, active; its secret is shown next. */
export const CreateWebhookModal = (props: Props) => (
  <CreateModal {...props}>
    <CreateWebhookForm {...props} />
  </CreateModal>
)

const CreateWebhookForm = ({ onClose, onCreated }: Props) => {
  const { t } = usePluginTranslation()
  const form = useWebhookForm(() => ({
    name: "",
    event_name: "plugin_b2b_inbound_record.approved",
    url: "",
    active: true,
  }))
  const create = useCreateWebhook()

  const submit = form.submit((body) =>
    create.mutate(body, {
      onSuccess: ({ webhook, secret }) =>
        onCreated({
          id: webhook.id,
          secret,
          label: webhook.name,
          kind: "created",
        }),
      onError: (error) =>
        form.failed(error, t("settings.webhooks.createFailed")),
    })
  )

  return (
    <CreateModalForm
      title={t("settings.webhooks.createModal.title")}
      description={t("settings.webhooks.createModal.description")}
      onSubmit={submit}
      onCancel={onClose}
      pending={create.isPending}
      problem={form.formProblem}
    >
      <WebhookFields {...form.fields} disabled={create.isPending} />
    </CreateModalForm>
  )
}
