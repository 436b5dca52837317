import { ShieldCheck, User, Users } from "@medusajs/icons"
import { useCallback } from "react"
import { useSetAdministrator } from "../../hooks/api/plugin-access"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useConfirm } from "./confirm"
import { rowActionsButton } from "./return-focus"
import type { RowAction } from "./row-actions"
import type { PluginUser } from "./types"
import { nameOf } from "./user-columns"

/**
 * Edit roles, and make administrator or restrict to roles (confirmed), of
 * another user's row; none under Medusa's RBAC (`medusaRbac`), where a
 * user's roles are changed in Medusa's Settings → Roles.
 */
export function useUserActions(
  onEditRoles: (user: PluginUser) => void,
  medusaRbac = false
) {
  const { t } = usePluginTranslation()
  const confirm = useConfirm()
  const setAdministrator = useSetAdministrator()
  return useCallback(
    (user: PluginUser): RowAction[][] => {
      if (medusaRbac) return []
      const name = nameOf(user)
      const making = !user.administrator
      const toggle = async () => {
        const ask = making
          ? "settings.users.makeAdminPrompt"
          : "settings.users.restrictPrompt"
        const ok = await confirm(
          {
            title: t(`${ask}.title`),
            description: t(
              !making && !user.acl_roles.length
                ? `${ask}.descriptionNoRoles`
                : `${ask}.description`,
              { name }
            ),
            confirmText: t(`${ask}.confirm`),
            variant: "confirmation",
          },
          () => rowActionsButton(user.id)
        )
        if (!ok) return
        setAdministrator.mutate(
          { id: user.id, administrator: making },
          {
            onSuccess: () =>
              notify.success(
                t(
                  making
                    ? "settings.users.madeAdmin"
                    : "settings.users.restricted",
                  { name }
                )
              ),
            onError: () => notify.error(t("settings.users.changeFailed")),
          }
        )
      }
      return [
        [
          {
            label: t("settings.users.actions.roles"),
            icon: <Users />,
            onClick: () => onEditRoles(user),
          },
          {
            label: t(
              making
                ? "settings.users.actions.makeAdmin"
                : "settings.users.actions.restrict"
            ),
            icon: making ? <ShieldCheck /> : <User />,
            onClick: toggle,
          },
        ],
      ]
    },
    [t, confirm, setAdministrator, onEditRoles, medusaRbac]
  )
}
