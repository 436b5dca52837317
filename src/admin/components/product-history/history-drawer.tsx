import { Drawer } from "@medusajs/ui"
import { useCallback, useRef, type RefObject } from "react"
import type { ListUrlState } from "../../hooks/use-list-url-state"
import { useNoToastsWhileOpen } from "../../lib/notify"
import { EntryDrawerBody } from "./entry-drawer-body"
import { focusOpenButton } from "./open-button"
import { SAVE_PREFIX } from "./save-columns"
import { SaveDrawerBody } from "./save-drawer-body"

type Props = {
  state: ListUrlState
  /** The row button that opened the drawer (its target), to give the focus back to. */
  origin: RefObject<string | undefined>
  /** Where the focus goes when no row button is there any more (the list). */
  fallbackFocus: RefObject<HTMLElement | null>
}

/**
 * The history's drawer, routed: the URL's `open` names what it shows (an
 * entry's id, or `save:<id>`), so a reload keeps it open and Back closes it.
 * Moving between entries and saves stays in the one drawer; closing gives the
 * focus back to the row that opened it.
 */
export const HistoryDrawer = ({ state, origin, fallbackFocus }: Props) => {
  const open = state.openId
  // Kept while the drawer closes, so its content does not vanish during the animation.
  const shown = useRef(open)
  if (open) shown.current = open
  const target = shown.current
  useNoToastsWhileOpen(!!open)
  const close = () => state.setOpenId(undefined)

  return (
    <Drawer open={!!open} onOpenChange={(next) => !next && close()}>
      <Drawer.Content
        className="max-w-[720px]"
        data-plugin-root
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          focusOpenButton([origin.current, target], fallbackFocus.current)
        }}
      >
        {target?.startsWith(SAVE_PREFIX) ? (
          <SaveDrawerBody
            changeSetId={target.slice(SAVE_PREFIX.length)}
            onOpen={state.setOpenId}
            onClose={close}
          />
        ) : target ? (
          <EntryDrawerBody
            entryId={target}
            onOpen={state.setOpenId}
            onClose={close}
          />
        ) : null}
      </Drawer.Content>
    </Drawer>
  )
}

/**
 * Opening a row in the drawer, remembering which row did: closing gives the
 * focus back to it. Stable across renders (the list's columns keep it).
 */
export function useDrawerOpener(state: ListUrlState) {
  const origin = useRef<string>()
  const setOpenId = useRef(state.setOpenId)
  setOpenId.current = state.setOpenId
  const open = useCallback((target: string) => {
    origin.current = target
    setOpenId.current(target)
  }, [])
  return { origin, open }
}
