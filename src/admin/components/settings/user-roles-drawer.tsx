import { Drawer, Text } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { useSetUserRoles } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { DrawerForm } from "./drawer-form"
import { EditDrawer } from "./edit-drawer"
import { MedusaRolesNotice } from "./medusa-roles-notice"
import { RoleChecklist } from "./role-checklist"
import { useSaveProblem } from "./save-problem"
import type { PluginUser } from "./types"
import { nameOf } from "./user-columns"

type Props = {
  open: boolean
  /** Undefined while it loads (a link to a user not on the page). */
  user?: PluginUser
  missing: boolean
  /** Settings → Roles when Medusa's RBAC manages users' roles: the drawer points there instead of a form. */
  rolesUrl?: string
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
}

/** Replacing another admin user's roles; under Medusa's RBAC, where to change them instead. */
export const UserRolesDrawer = ({ user, rolesUrl, ...props }: Props) => {
  const { t } = usePluginTranslation()
  const name = user ? nameOf(user) : ""
  return (
    <EditDrawer
      {...props}
      record={user}
      title={t("settings.users.rolesDrawer.title", { name })}
      description={t("settings.users.rolesDrawer.description", { name })}
      missingText={t("settings.users.notFound")}
    >
      {(record) =>
        rolesUrl ? (
          <Drawer.Body>
            <MedusaRolesNotice url={rolesUrl} area="userDrawer" />
          </Drawer.Body>
        ) : (
          <UserRolesForm user={record} onClose={props.onClose} />
        )
      }
    </EditDrawer>
  )
}

const UserRolesForm = ({
  user,
  onClose,
}: {
  user: PluginUser
  onClose: () => void
}) => {
  const { t } = usePluginTranslation()
  const [roleIds, setRoleIds] = useState(() => user.acl_roles.map((r) => r.id))
  const [problem, setProblem] = useState<string>()
  const problemOf = useSaveProblem()
  const save = useSetUserRoles()
  const name = nameOf(user)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setProblem(undefined)
    save.mutate(
      { id: user.id, role_ids: roleIds },
      {
        onSuccess: () => {
          onClose()
          notify.success(t("settings.users.rolesDrawer.saved", { name }))
        },
        onError: (error) =>
          setProblem(
            problemOf(
              error,
              { role_ids: t("settings.roleChecklist.legend") },
              t("settings.users.rolesDrawer.saveFailed")
            ).message
          ),
      }
    )
  }

  return (
    <DrawerForm onSubmit={submit} pending={save.isPending} problem={problem}>
      {user.administrator && (
        <Text size="small" className="text-ui-fg-subtle">
          {t("settings.users.rolesDrawer.adminNote", { name })}
        </Text>
      )}
      <RoleChecklist
        value={roleIds}
        onChange={setRoleIds}
        disabled={save.isPending}
      />
      <Text size="xsmall" className="text-ui-fg-subtle">
        {t("settings.users.rolesDrawer.hint")}
      </Text>
    </DrawerForm>
  )
}
