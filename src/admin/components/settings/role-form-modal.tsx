import {
  Button,
  FocusModal,
  Heading,
  Input,
  Label,
  Text,
  Textarea,
} from "@medusajs/ui"
import { FormEvent, useState } from "react"
import { errorMessage } from "../../lib/errors"
import { notify, useNoToastsWhileOpen } from "../../lib/notify"
import { BundleQuickPicks } from "./bundle-quick-picks"
import { PrivilegesGrid } from "./privileges-grid"
import { useSaveAclRole } from "../../hooks/api/plugin-access"
import type { AclRole, AclRoleInput } from "./types"

type Props = { open: boolean; role?: AclRole; onClose: () => void }

const EMPTY: AclRoleInput = { name: "", description: null, privileges: [] }

/** Create or edit a role: name, description and the privileges picker. */
export const RoleFormModal = ({ open, role, onClose }: Props) => {
  // The page mounts a fresh modal (new key) on every opening, so the form starts from the role.
  const [form, setForm] = useState<AclRoleInput>(() =>
    role
      ? {
          name: role.name,
          description: role.description,
          privileges: role.privileges ?? [],
        }
      : EMPTY
  )
  const [error, setError] = useState<string>()
  const save = useSaveAclRole()
  useNoToastsWhileOpen(open)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!form.name.trim()) return setError("Enter a name.")
    setError(undefined)
    const body = {
      ...form,
      name: form.name.trim(),
      description: form.description?.trim() || null,
    }
    save.mutate(
      { id: role?.id, ...body },
      {
        onSuccess: ({ acl_role }) => {
          onClose()
          notify.success(
            `Role “${acl_role.name}” ${role ? "saved" : "created"}.`
          )
        },
        onError: (e) =>
          setError(errorMessage(e, "The role could not be saved.")),
      }
    )
  }

  const busy = save.isPending
  return (
    <FocusModal open={open} onOpenChange={(next) => !next && onClose()}>
      <FocusModal.Content>
        <form
          onSubmit={submit}
          className="flex h-full flex-col overflow-hidden"
        >
          <FocusModal.Header />
          <FocusModal.Body className="flex flex-col items-center overflow-y-auto py-10">
            <div className="flex w-full max-w-[760px] flex-col gap-y-6 px-4">
              <div>
                <FocusModal.Title asChild>
                  <Heading>
                    {role ? `Edit role “${role.name}”` : "Create role"}
                  </Heading>
                </FocusModal.Title>
                <FocusModal.Description asChild>
                  <Text size="small" className="text-ui-fg-subtle">
                    A role grants privileges to admin users and API
                    integrations.
                  </Text>
                </FocusModal.Description>
              </div>
              <div className="flex flex-col gap-y-2">
                <Label htmlFor="role-name" weight="plus">
                  Name
                </Label>
                <Input
                  id="role-name"
                  value={form.name}
                  aria-required
                  maxLength={255}
                  autoFocus
                  disabled={busy}
                  onChange={(e) => setForm({ ...form, name: e.target.value })}
                />
              </div>
              <div className="flex flex-col gap-y-2">
                <Label htmlFor="role-description" weight="plus">
                  Description (optional)
                </Label>
                <Textarea
                  id="role-description"
                  value={form.description ?? ""}
                  maxLength={2000}
                  disabled={busy}
                  onChange={(e) =>
                    setForm({ ...form, description: e.target.value })
                  }
                />
              </div>
              <fieldset className="flex flex-col gap-y-4">
                <legend className="txt-compact-small-plus mb-2">
                  Privileges
                </legend>
                <BundleQuickPicks
                  value={form.privileges}
                  disabled={busy}
                  onChange={(privileges) => setForm({ ...form, privileges })}
                />
                <PrivilegesGrid
                  value={form.privileges}
                  disabled={busy}
                  onChange={(privileges) => setForm({ ...form, privileges })}
                />
              </fieldset>
            </div>
          </FocusModal.Body>
          <FocusModal.Footer>
            {error && (
              <Text
                size="small"
                role="alert"
                className="mr-auto text-ui-fg-error"
              >
                {error}
              </Text>
            )}
            <FocusModal.Close asChild>
              <Button size="small" variant="secondary" type="button">
                Cancel
              </Button>
            </FocusModal.Close>
            <Button size="small" type="submit" isLoading={busy}>
              {role ? "Save" : "Create"}
            </Button>
          </FocusModal.Footer>
        </form>
      </FocusModal.Content>
    </FocusModal>
  )
}
