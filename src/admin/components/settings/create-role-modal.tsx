import { usePluginTranslation } from "../../lib/i18n"
import { CreateModal, CreateModalForm } from "./create-modal"
import { useRoleForm } from "./role-form"
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

const NEW_ROLE = (): AclRoleInput => ({
  name: "",
  description: null,
  privileges: [],
})

const CreateRoleForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = usePluginTranslation()
  const form = useRoleForm(NEW_ROLE, undefined, onClose)
  return (
    <CreateModalForm
      title={t("settings.roles.createModal.title")}
      description={t("settings.roles.createModal.description")}
      onSubmit={form.submit}
      onCancel={onClose}
      pending={form.pending}
      problem={form.problem}
      wide
    >
      {form.fields}
    </CreateModalForm>
  )
}
