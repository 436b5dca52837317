import { Button, Drawer } from "@medusajs/ui"
import { FormEvent, useState } from "react"
import { errorMessage } from "../../lib/errors"
import { DrawerForm } from "./drawer-form"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { IntegrationFields } from "./integration-fields"
import { useCreateIntegration } from "../../hooks/api/plugin-access"
import { SecretNotice } from "./secret-notice"
import type { IntegrationInput, IssuedSecret } from "./types"

const EMPTY: IntegrationInput = { label: "", admin: false, role_ids: [] }

/** "Create integration" button and dialog; after creation it shows the credentials once. */
export const CreateIntegrationDrawer = () => {
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<IntegrationInput>(EMPTY)
  const [error, setError] = useState<string>()
  const [issued, setIssued] = useState<IssuedSecret & { label: string }>()
  const create = useCreateIntegration()
  useNoToastsWhileOpen(open)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      // The secret is gone for good once the dialog closes.
      setForm(EMPTY)
      setError(undefined)
      setIssued(undefined)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!form.label.trim()) return setError("Enter a label.")
    setError(undefined)
    create.mutate(
      { ...form, label: form.label.trim() },
      {
        onSuccess: ({ integration, secret }) => {
          // The drawer itself says so ("Integration created"); no toast over it.
          setIssued({
            access_key: integration.access_key,
            secret,
            label: integration.label,
          })
        },
        onError: (e) =>
          setError(errorMessage(e, "The integration could not be created.")),
      }
    )
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>
        <Button size="small" variant="secondary">
          Create integration
        </Button>
      </Drawer.Trigger>
      <Drawer.Content onInteractOutside={(e) => issued && e.preventDefault()}>
        <Drawer.Header>
          <Drawer.Title>
            {issued ? "Integration created" : "Create integration"}
          </Drawer.Title>
          <Drawer.Description className="sr-only">
            {issued
              ? "The access key and the secret of the new integration."
              : "Label, administrator flag and roles of a new API integration."}
          </Drawer.Description>
        </Drawer.Header>
        {issued ? (
          <>
            <Drawer.Body className="overflow-y-auto">
              <SecretNotice {...issued} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button size="small" onClick={() => onOpenChange(false)}>
                Done, I stored the secret
              </Button>
            </Drawer.Footer>
          </>
        ) : (
          <DrawerForm
            onSubmit={submit}
            submitLabel="Create"
            pending={create.isPending}
            error={error}
          >
            <IntegrationFields
              value={form}
              onChange={setForm}
              disabled={create.isPending}
            />
          </DrawerForm>
        )}
      </Drawer.Content>
    </Drawer>
  )
}
