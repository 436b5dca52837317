import { EllipsisHorizontal } from "@medusajs/icons"
import { DropdownMenu, IconButton, clx } from "@medusajs/ui"
import { forwardRef, type ReactNode } from "react"
import { Link } from "react-router-dom"

export type MenuAction = {
  label: string
  icon?: ReactNode
  /** Red words for what cannot be undone (delete, reject). */
  destructive?: boolean
} & (
  | { onClick: () => void; to?: never; href?: never }
  | { to: string; onClick?: never; href?: never }
  /** A download link (the original file, the failed lines). */
  | { href: string; onClick?: never; to?: never }
)

type Props = {
  /** Groups of actions, separated by a line; empty groups are left out. */
  groups: MenuAction[][]
  /** The trigger's name for screen readers: "Actions" or "Actions for <row>". */
  label: string
  /** Marks a row's trigger (`data-menu-for`), to give the focus back to it. */
  menuFor?: string
}

const itemClass = (a: MenuAction) =>
  clx("[&_svg]:text-ui-fg-subtle flex items-center gap-x-2", {
    "text-ui-fg-error [&_svg]:text-ui-fg-error": a.destructive,
  })

/**
 * The dashboard's "…" action menu (a section's or a row's actions). The
 * trigger is named for screen readers and forwards its ref, so that a dialog
 * opened from the menu can give the focus back to it when it closes.
 */
export const ActionMenu = forwardRef<HTMLButtonElement, Props>(
  ({ groups, label, menuFor }, ref) => {
    const shown = groups.filter((g) => g.length > 0)
    if (!shown.length) return null
    return (
      <DropdownMenu>
        <DropdownMenu.Trigger asChild>
          <IconButton
            ref={ref}
            size="small"
            variant="transparent"
            aria-label={label}
            data-menu-for={menuFor}
            // A row's menu opens without opening the row.
            onClick={(e) => e.stopPropagation()}
          >
            <EllipsisHorizontal />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          {shown.map((group, i) => (
            <DropdownMenu.Group key={i}>
              {group.map((a) => (
                <MenuItem key={a.label} action={a} />
              ))}
              {i < shown.length - 1 && <DropdownMenu.Separator />}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu>
    )
  }
)
ActionMenu.displayName = "ActionMenu"

/** The "…" trigger of the row marked `menuFor` (see ActionMenu). */
export const rowMenu = (id: string) =>
  document.querySelector<HTMLElement>(`[data-menu-for="${CSS.escape(id)}"]`)

const MenuItem = ({ action: a }: { action: MenuAction }) => {
  const body = (
    <>
      {a.icon}
      <span>{a.label}</span>
    </>
  )
  if (a.onClick)
    return (
      <DropdownMenu.Item
        className={itemClass(a)}
        onClick={(e) => {
          e.stopPropagation()
          a.onClick()
        }}
      >
        {body}
      </DropdownMenu.Item>
    )
  return (
    <DropdownMenu.Item className={itemClass(a)} asChild>
      {a.to ? (
        <Link to={a.to} onClick={(e) => e.stopPropagation()}>
          {body}
        </Link>
      ) : (
        <a href={a.href} download onClick={(e) => e.stopPropagation()}>
          {body}
        </a>
      )}
    </DropdownMenu.Item>
  )
}
