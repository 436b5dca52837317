import { Drawer } from "@medusajs/ui"
import { FormEvent, useState } from "react"
import { errorMessage } from "../../lib/errors"
import { DrawerForm } from "./drawer-form"
import { notify, useNoToastsWhileOpen } from "../../lib/notify"
import { IntegrationFields } from "./integration-fields"
import { useUpdateIntegration } from "../../hooks/api/plugin-access"
import type { Integration, IntegrationInput } from "./types"

type Props = { open: boolean; integration?: Integration; onClose: () => void }

/** Dialog that changes an integration's label, administrator flag and roles. */
export const EditIntegrationDrawer = ({
  open,
  integration,
  onClose,
}: Props) => {
  // The page mounts a fresh drawer (new key) on every opening, so the form starts from the integration.
  const [form, setForm] = useState<IntegrationInput>(() => ({
    label: integration?.label ?? "",
    admin: integration?.admin ?? false,
    role_ids: (integration?.roles ?? []).map((r) => r.id),
  }))
  const [error, setError] = useState<string>()
  const update = useUpdateIntegration()
  useNoToastsWhileOpen(open)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!integration) return
    if (!form.label.trim()) return setError("Enter a label.")
    update.mutate(
      { id: integration.id, ...form, label: form.label.trim() },
      {
        onSuccess: ({ integration: saved }) => {
          onClose()
          notify.success(`Integration “${saved.label}” saved.`)
        },
        onError: (e) =>
          setError(errorMessage(e, "The integration could not be saved.")),
      }
    )
  }

  return (
    <Drawer open={open} onOpenChange={(next) => !next && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Edit integration</Drawer.Title>
          <Drawer.Description className="sr-only">
            Label, administrator flag and roles of the integration.
          </Drawer.Description>
        </Drawer.Header>
        <DrawerForm
          onSubmit={submit}
          submitLabel="Save"
          pending={update.isPending}
          error={error}
        >
          <IntegrationFields
            value={form}
            onChange={setForm}
            disabled={update.isPending}
          />
        </DrawerForm>
      </Drawer.Content>
    </Drawer>
  )
}
