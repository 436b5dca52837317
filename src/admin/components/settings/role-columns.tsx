import { PencilSquare, Trash } from "@medusajs/icons"
import { Text, createDataTableColumnHelper } from "@medusajs/ui"
import { useCallback, useMemo } from "react"
import { useDeleteAclRole } from "../../hooks/api/plugin-access"
import { useShopTime } from "../../hooks/use-shop-time"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { useConfirm } from "./confirm"
import { bundleLabel, effectiveCount, isBundle } from "./privileges"
import { Muted, NameCell, dateColumn, sortedBy } from "./list-columns"
import { rowActionsButton } from "./return-focus"
import { actionColumn, type RowAction } from "./row-actions"
import type { AclRole } from "./types"

const column = createDataTableColumnHelper<AclRole>()

export const ROLE_SORTS = ["name", "created_at"]

/** "12 privileges (incl. B2B order import: editor)". */
const RolePrivileges = ({ role }: { role: AclRole }) => {
  const { t } = usePluginTranslation()
  const entries = role.privileges ?? []
  const bundles = entries.filter(isBundle).map((b) => bundleLabel(t, b))
  return (
    <span>
      {t("settings.roles.privilegeCount", { count: effectiveCount(entries) })}
      {bundles.length > 0 && (
        <Text as="span" size="small" className="text-ui-fg-subtle">
          {" "}
          {t("settings.roles.including", { bundles: bundles.join(", ") })}
        </Text>
      )}
    </span>
  )
}

/** Name, description, privileges, creation and the row's action menu. */
export function useRoleColumns(actionsOf: (role: AclRole) => RowAction[][]) {
  const { t } = usePluginTranslation()
  const time = useShopTime()
  return useMemo(
    () => [
      column.accessor("name", {
        ...sortedBy(t, t("settings.roles.columns.name"), "name"),
        maxSize: 260,
        cell: ({ getValue }) => <NameCell>{getValue()}</NameCell>,
      }),
      column.accessor("description", {
        header: t("settings.roles.columns.description"),
        maxSize: 360,
        cell: ({ getValue }) => getValue() || <Muted>—</Muted>,
      }),
      column.display({
        id: "privileges",
        header: t("settings.roles.columns.privileges"),
        cell: ({ row }) => <RolePrivileges role={row.original} />,
      }),
      column.accessor(
        "created_at",
        dateColumn(t, t("settings.roles.columns.created"), time)
      ),
      actionColumn<AclRole>((role) => ({
        id: role.id,
        name: role.name,
        groups: actionsOf(role),
      })),
    ],
    [t, time, actionsOf]
  )
}

/** Edit and delete (confirmed) of a role's row; focus comes back to the menu, or to `fallback` once the row is gone. */
export function useRoleActions(
  onEdit: (role: AclRole) => void,
  fallback: () => HTMLElement | null | undefined
) {
  const { t } = usePluginTranslation()
  const confirm = useConfirm()
  const remove = useDeleteAclRole()
  return useCallback(
    (role: AclRole): RowAction[][] => {
      const destroy = async () => {
        const ok = await confirm(
          {
            title: t("settings.roles.deletePrompt.title"),
            description: t("settings.roles.deletePrompt.description", {
              name: role.name,
            }),
            confirmText: t("common.actions.delete"),
          },
          () => rowActionsButton(role.id)
        )
        if (!ok) return
        remove.mutate(role.id, {
          onSuccess: () => {
            notify.success(t("settings.roles.deleted", { name: role.name }))
            fallback()?.focus()
          },
          onError: () => notify.error(t("settings.roles.deleteFailed")),
        })
      }
      return [
        [
          {
            label: t("common.actions.edit"),
            icon: <PencilSquare />,
            onClick: () => onEdit(role),
          },
        ],
        [
          {
            label: t("common.actions.delete"),
            icon: <Trash />,
            onClick: destroy,
          },
        ],
      ]
    },
    [t, confirm, remove, onEdit, fallback]
  )
}
