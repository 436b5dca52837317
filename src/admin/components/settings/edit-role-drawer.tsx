import type { FormEvent } from "react"
import { useSaveAclRole } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { DrawerForm } from "./drawer-form"
import { EditDrawer } from "./edit-drawer"
import { roleFieldNames, roleSchema } from "./form-schemas"
import { RoleFields } from "./role-fields"
import { useSettingsForm } from "./settings-form"
import type { AclRole, AclRoleInput } from "./types"

type Props = {
  open: boolean
  /** Undefined while it loads (a link to a row not on the page). */
  role?: AclRole
  missing: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Changing a role's name, description and privileges. */
export const EditRoleDrawer = ({ role, ...props }: Props) => {
  const { t } = usePluginTranslation()
  return (
    <EditDrawer
      {...props}
      record={role}
      title={t("settings.roles.edit.title")}
      description={t("settings.roles.edit.description", {
        name: role?.name ?? "",
      })}
      missingText={t("settings.roles.notFound")}
      wide
    >
      {(record) => <EditRoleForm role={record} onClose={props.onClose} />}
    </EditDrawer>
  )
}

const EditRoleForm = ({
  role,
  onClose,
}: {
  role: AclRole
  onClose: () => void
}) => {
  const { t } = usePluginTranslation()
  const form = useSettingsForm<AclRoleInput>(
    () => ({
      name: role.name,
      description: role.description,
      privileges: role.privileges ?? [],
    }),
    roleSchema,
    roleFieldNames
  )
  const save = useSaveAclRole()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = form.validated()
    if (!body) return
    save.mutate(
      { id: role.id, ...body },
      {
        onSuccess: ({ acl_role }) => {
          onClose()
          notify.success(t("settings.roles.saved", { name: acl_role.name }))
        },
        onError: (error) => form.failed(error, t("settings.roles.saveFailed")),
      }
    )
  }

  return (
    <DrawerForm
      onSubmit={submit}
      pending={save.isPending}
      problem={form.formProblem}
    >
      <RoleFields
        value={form.value}
        onChange={form.onChange}
        problems={form.problems}
        disabled={save.isPending}
      />
    </DrawerForm>
  )
}
