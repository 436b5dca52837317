import { useCreateIntegration } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { CreateModal, CreateModalForm } from "./create-modal"
import { integrationFieldNames, integrationSchema } from "./form-schemas"
import { IntegrationFields } from "./integration-fields"
import type { ShownSecret } from "./secret-dialog"
import { useSettingsForm } from "./settings-form"
import type { IntegrationInput } from "./types"

type Props = {
  open: boolean
  onClose: () => void
  /** The new integration's credentials, to be shown once. */
  onCreated: (issued: ShownSecret & { id: string }) => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Creating an integration: label, administrator or roles; its secret is shown next. */
export const CreateIntegrationModal = (props: Props) => (
  <CreateModal {...props}>
    <CreateIntegrationForm {...props} />
  </CreateModal>
)

const CreateIntegrationForm = ({ onClose, onCreated }: Props) => {
  const { t } = usePluginTranslation()
  const form = useSettingsForm<IntegrationInput>(
    () => ({ label: "", admin: false, role_ids: [] }),
    integrationSchema,
    integrationFieldNames
  )
  const create = useCreateIntegration()

  const submit = form.submit((body) =>
    create.mutate(body, {
      onSuccess: ({ integration, secret }) =>
        onCreated({
          id: integration.id,
          access_key: integration.access_key,
          secret,
          label: integration.label,
          kind: "created",
        }),
      onError: (error) =>
        form.failed(error, t("settings.integrations.createFailed")),
    })
  )

  return (
    <CreateModalForm
      title={t("settings.integrations.createModal.title")}
      description={t("settings.integrations.createModal.description")}
      onSubmit={submit}
      onCancel={onClose}
      pending={create.isPending}
      problem={form.formProblem}
    >
      <IntegrationFields {...form.fields} disabled={create.isPending} />
    </CreateModalForm>
  )
}
