import { EllipsisHorizontal } from "@medusajs/icons"
import {
  DropdownMenu,
  IconButton,
  createDataTableColumnHelper,
} from "@medusajs/ui"
import { Fragment, type ReactNode } from "react"
import { usePluginTranslation } from "../../lib/i18n"

export type RowAction = {
  label: string
  icon?: ReactNode
  onClick: () => void
}

/**
 * A row's action menu, as Medusa's DataTable draws it (`columnHelper.action`),
 * with what that one lacks: a name for screen readers ("Actions for ERP")
 * and `data-row-actions` so focus can come back to it after a drawer or a
 * prompt. It is the row's one tab stop; its clicks are not the row's click.
 */
export const RowActionMenu = ({
  id,
  name,
  groups,
}: {
  id: string
  name: string
  groups: RowAction[][]
}) => {
  const { t } = usePluginTranslation()
  const shown = groups.filter((group) => group.length)
  if (!shown.length) return null
  return (
    <DropdownMenu>
      <DropdownMenu.Trigger asChild>
        <IconButton
          size="small"
          variant="transparent"
          className="ml-1"
          aria-label={t("settings.list.actionsFor", { name })}
          data-row-actions={id}
          onClick={(e) => e.stopPropagation()}
        >
          <EllipsisHorizontal />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content side="bottom" onClick={(e) => e.stopPropagation()}>
        {shown.map((group, index) => (
          <Fragment key={index}>
            {index > 0 && <DropdownMenu.Separator />}
            {group.map((action) => (
              <DropdownMenu.Item
                key={action.label}
                className="[&>svg]:text-ui-fg-subtle flex items-center gap-2"
                onClick={action.onClick}
              >
                {action.icon}
                {action.label}
              </DropdownMenu.Item>
            ))}
          </Fragment>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu>
  )
}

/** The action column of a list: DataTable gives the column id "action" its narrow, fixed place. */
export function actionColumn<T>(
  render: (row: T) => { id: string; name: string; groups: RowAction[][] }
) {
  return createDataTableColumnHelper<T>().display({
    id: "action",
    cell: ({ row }) => <RowActionMenu {...render(row.original)} />,
  })
}
