import { usePluginTranslation } from "../../lib/i18n"
import { DrawerForm } from "./drawer-form"
import { EditDrawer } from "./edit-drawer"
import { useRoleForm } from "./role-form"
import type { AclRole } from "./types"

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
  const form = useRoleForm(
    () => ({
      name: role.name,
      description: role.description,
      privileges: role.privileges ?? [],
    }),
    role,
    onClose
  )
  return (
    <DrawerForm
      onSubmit={form.submit}
      pending={form.pending}
      problem={form.problem}
    >
      {form.fields}
    </DrawerForm>
  )
}
