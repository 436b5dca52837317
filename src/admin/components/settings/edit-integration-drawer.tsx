import { useUpdateIntegration } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { CopyField } from "./copy-field"
import { DrawerForm } from "./drawer-form"
import { EditDrawer } from "./edit-drawer"
import { integrationFieldNames, integrationSchema } from "./form-schemas"
import { IntegrationFields } from "./integration-fields"
import { useSettingsForm } from "./settings-form"
import type { Integration, IntegrationInput } from "./types"

type Props = {
  open: boolean
  /** Undefined while it loads (a link to a row not on the page). */
  integration?: Integration
  missing: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Changing an integration's label, administrator flag and roles; its access key to copy. */
export const EditIntegrationDrawer = ({ integration, ...props }: Props) => {
  const { t } = usePluginTranslation()
  return (
    <EditDrawer
      {...props}
      record={integration}
      title={t("settings.integrations.edit.title")}
      description={t("settings.integrations.edit.description", {
        label: integration?.label ?? "",
      })}
      missingText={t("settings.integrations.notFound")}
    >
      {(record) => (
        <EditIntegrationForm integration={record} onClose={props.onClose} />
      )}
    </EditDrawer>
  )
}

const EditIntegrationForm = ({
  integration,
  onClose,
}: {
  integration: Integration
  onClose: () => void
}) => {
  const { t } = usePluginTranslation()
  const form = useSettingsForm<IntegrationInput>(
    () => ({
      label: integration.label,
      admin: integration.admin,
      role_ids: (integration.roles ?? []).map((role) => role.id),
    }),
    integrationSchema,
    integrationFieldNames
  )
  const update = useUpdateIntegration()

  const submit = form.submit((body) =>
    update.mutate(
      { id: integration.id, ...body },
      {
        onSuccess: ({ integration: saved }) => {
          onClose()
          notify.success(
            t("settings.integrations.edit.saved", { label: saved.label })
          )
        },
        onError: (error) =>
          form.failed(error, t("settings.integrations.saveFailed")),
      }
    )
  )

  return (
    <DrawerForm
      onSubmit={submit}
      pending={update.isPending}
      problem={form.formProblem}
    >
      <IntegrationFields {...form.fields} disabled={update.isPending} />
      <CopyField
        id="integration-edit-access-key"
        label={t("settings.integrations.fields.accessKey")}
        copyLabel={t("settings.secret.copyAccessKey")}
        value={integration.access_key}
      />
    </DrawerForm>
  )
}
