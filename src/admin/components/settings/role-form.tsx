import { useSaveAclRole } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { roleFieldNames, roleSchema } from "./form-schemas"
import { RoleFields } from "./role-fields"
import { useSettingsForm } from "./settings-form"
import type { AclRole, AclRoleInput } from "./types"

/**
 * The role form of the create modal and the edit drawer: its fields, and the
 * submit that saves the role (a new one without `role`), closes and says so.
 */
export function useRoleForm(
  initial: () => AclRoleInput,
  role: AclRole | undefined,
  onClose: () => void
) {
  const { t } = usePluginTranslation()
  const form = useSettingsForm<AclRoleInput>(
    initial,
    roleSchema,
    roleFieldNames
  )
  const save = useSaveAclRole()

  const submit = form.submit((body) =>
    save.mutate(role ? { id: role.id, ...body } : body, {
      onSuccess: ({ acl_role }) => {
        onClose()
        notify.success(
          t(role ? "settings.roles.saved" : "settings.roles.created", {
            name: acl_role.name,
          })
        )
      },
      onError: (error) => form.failed(error, t("settings.roles.saveFailed")),
    })
  )

  const fields = <RoleFields {...form.fields} disabled={save.isPending} />
  return {
    submit,
    fields,
    pending: save.isPending,
    problem: form.formProblem,
  }
}
