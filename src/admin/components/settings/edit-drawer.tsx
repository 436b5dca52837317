import { Drawer } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { DialogHeader } from "../common/dialog-header"
import { DrawerPlaceholder } from "./drawer-form"
import { focusOnClose } from "./return-focus"

/**
 * An edit flow as the dashboard's: a drawer with a title and a description
 * (said by screen readers), the record's form once it is there (skeletons
 * while it loads, `missingText` when it is gone), and focus back on the row's
 * menu button (`returnFocusTo`) after closing.
 */
export function EditDrawer<T extends { id: string }>(props: {
  open: boolean
  title: string
  description: string
  record?: T
  missing: boolean
  missingText: string
  onClose: () => void
  returnFocusTo: () => HTMLElement | null | undefined
  /** Room for a grid (the privileges). */
  wide?: boolean
  /** The form of the record, mounted fresh for each record. */
  children: (record: T) => ReactNode
}) {
  useNoToastsWhileOpen(props.open)
  return (
    <Drawer open={props.open} onOpenChange={(next) => !next && props.onClose()}>
      <Drawer.Content
        data-plugin-root
        className={props.wide ? "sm:max-w-[640px]" : undefined}
        onCloseAutoFocus={focusOnClose(props.returnFocusTo)}
      >
        <DialogHeader close={Drawer.Close} esc>
          <Drawer.Title>{props.title}</Drawer.Title>
          <Drawer.Description className="text-ui-fg-subtle">
            {/* Names the record only once it is known: never "roles of “”". */}
            {props.record
              ? props.description
              : props.missing
                ? props.missingText
                : null}
          </Drawer.Description>
        </DialogHeader>
        {props.record ? (
          <div
            key={props.record.id}
            className="flex flex-1 flex-col overflow-hidden"
          >
            {props.children(props.record)}
          </div>
        ) : (
          <DrawerPlaceholder
            missing={props.missing ? props.missingText : undefined}
          />
        )}
      </Drawer.Content>
    </Drawer>
  )
}
