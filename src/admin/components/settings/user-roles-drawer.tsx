import { Drawer, Text } from "@medusajs/ui"
import { FormEvent, useState } from "react"
import { errorMessage } from "../../lib/errors"
import { DrawerForm } from "./drawer-form"
import { notify, useNoToastsWhileOpen } from "../../lib/notify"
import { useSetUserRoles } from "../../hooks/api/plugin-access"
import { RoleChecklist } from "./role-checklist"
import type { PluginUser } from "./types"

type Props = { open: boolean; user?: PluginUser; onClose: () => void }

/** Dialog that replaces another admin user's roles. */
export const UserRolesDrawer = ({ open, user, onClose }: Props) => {
  // The page mounts a fresh drawer (new key) on every opening, so the form starts from the user.
  const [roleIds, setRoleIds] = useState<string[]>(() =>
    (user?.acl_roles ?? []).map((r) => r.id)
  )
  const [error, setError] = useState<string>()
  const save = useSetUserRoles()
  useNoToastsWhileOpen(open)
  const name = user
    ? [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email
    : ""

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!user) return
    save.mutate(
      { id: user.id, role_ids: roleIds },
      {
        onSuccess: () => {
          onClose()
          notify.success(`Roles of ${name} saved.`)
        },
        onError: (e) =>
          setError(errorMessage(e, "The roles could not be saved.")),
      }
    )
  }

  return (
    <Drawer open={open} onOpenChange={(next) => !next && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Roles of {name}</Drawer.Title>
          <Drawer.Description className="sr-only">
            The roles whose privileges this user holds.
          </Drawer.Description>
        </Drawer.Header>
        <DrawerForm
          onSubmit={submit}
          submitLabel="Save"
          pending={save.isPending}
          error={error}
          bodyClassName="flex flex-col gap-y-4 overflow-y-auto"
          errorClassName=""
        >
          {user?.administrator && (
            <Text size="small" className="text-ui-fg-subtle">
              {name} is an administrator and holds every privilege; roles matter
              once you restrict them.
            </Text>
          )}
          <RoleChecklist
            value={roleIds}
            onChange={setRoleIds}
            disabled={save.isPending}
          />
          <Text size="xsmall" className="text-ui-fg-subtle">
            You can give only roles whose privileges you hold yourself. Without
            a role a user holds nothing.
          </Text>
        </DrawerForm>
      </Drawer.Content>
    </Drawer>
  )
}
