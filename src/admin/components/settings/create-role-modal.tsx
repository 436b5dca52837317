import type { FormEvent } from "react"
import { useSaveAclRole } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { CreateModal, CreateModalForm } from "./create-modal"
import { roleFieldNames, roleSchema } from "./form-schemas"
import { RoleFields } from "./role-fields"
import { useSettingsForm } from "./settings-form"
import type { AclRoleInput } from "./types"

type Props = {
  open: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Creating a role: name, description and privileges. */
export const CreateRoleModal = (props: Props) => (
  <CreateModal {...props}>
    <CreateRoleForm onClose={props.onClose} />
  </CreateModal>
)

const CreateRoleForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = usePluginTranslation()
  const form = useSettingsForm<AclRoleInput>(
    () => ({ name: "", description: null, privileges: [] }),
    roleSchema,
    roleFieldNames
  )
  const save = useSaveAclRole()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = form.validated()
    if (!body) return
    save.mutate(body, {
      onSuccess: ({ acl_role }) => {
        onClose()
        notify.success(t("settings.roles.created", { name: acl_role.name }))
      },
      onError: (error) => form.failed(error, t("settings.roles.saveFailed")),
    })
  }

  return (
    <CreateModalForm
      title={t("settings.roles.createModal.title")}
      description={t("settings.roles.createModal.description")}
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      problem={form.formProblem}
      wide
    >
      <RoleFields
        value={form.value}
        onChange={form.onChange}
        problems={form.problems}
        disabled={save.isPending}
      />
    </CreateModalForm>
  )
}
