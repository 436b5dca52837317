import { Button, Drawer } from "@medusajs/ui"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { SecretNotice } from "./secret-notice"
import type { IssuedSecret } from "./types"

type Props = { issued?: IssuedSecret & { label: string }; onClose: () => void }

/** Shows a newly issued secret once; closing the dialog forgets it. */
export const SecretDrawer = ({ issued, onClose }: Props) => {
  useNoToastsWhileOpen(!!issued)
  return (
    <Drawer open={!!issued} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content onInteractOutside={(e) => e.preventDefault()}>
        <Drawer.Header>
          <Drawer.Title>New secret</Drawer.Title>
          <Drawer.Description className="sr-only">
            The new secret of the integration.
          </Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="overflow-y-auto">
          {issued && <SecretNotice {...issued} />}
        </Drawer.Body>
        <Drawer.Footer>
          <Button size="small" onClick={onClose}>
            Done, I stored the secret
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
