import { PencilSquare, Trash } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { usePluginTranslation } from "../../lib/i18n"
import { ActionMenu } from "./action-menu"
import { targetLabel, transformSummary } from "./target-labels"
import type { FieldMapping } from "./types"

const column = createDataTableColumnHelper<FieldMapping>()

/** Column ids the mappings list sorts by. */
export const MAPPING_SORTS = ["position", "source", "target"] as const

type Handlers = {
  onEdit: (mapping: FieldMapping) => void
  onDelete: (mapping: FieldMapping) => void
}

/**
 * The mappings list's columns: position, source column, the order field it
 * fills (in words, its key beneath), the transform in words, required, and
 * each row's "…" menu (its one tab stop) with Edit and Delete.
 */
export function useMappingColumns({ onEdit, onDelete }: Handlers) {
  const { t } = usePluginTranslation()
  return useMemo(() => {
    const name = (key: string) => t(`import.mapping.fields.${key}`)
    const sort = (key: string) => ({
      enableSorting: true,
      sortLabel: name(key),
      sortAscLabel: t("import.list.sort.az"),
      sortDescLabel: t("import.list.sort.za"),
    })
    return [
      column.accessor("position", {
        header: name("position"),
        meta: { name: name("position") },
        ...sort("position"),
        sortAscLabel: t("import.list.sort.lowFirst"),
        sortDescLabel: t("import.list.sort.highFirst"),
        size: 110,
      }),
      column.accessor("source", {
        header: name("source"),
        meta: { name: name("source") },
        ...sort("source"),
      }),
      column.accessor("target", {
        header: name("target"),
        meta: { name: name("target") },
        ...sort("target"),
        truncateTooltip: false,
        cell: ({ getValue }) => (
          <span className="flex flex-col">
            <span>{targetLabel(t, getValue())}</span>
            <code className="txt-compact-xsmall text-ui-fg-subtle font-mono">
              {getValue()}
            </code>
          </span>
        ),
      }),
      column.accessor("transform", {
        header: name("transform"),
        meta: { name: name("transform") },
        cell: ({ getValue }) => transformSummary(t, getValue()),
      }),
      column.accessor("required", {
        header: name("required"),
        meta: { name: name("required") },
        cell: ({ getValue }) =>
          getValue() ? t("import.mapping.yes") : t("import.mapping.no"),
      }),
      column.display({
        id: "action",
        cell: ({ row }) => (
          <ActionMenu
            menuFor={row.original.id}
            label={t("import.mapping.actionsFor", {
              source: row.original.source,
            })}
            groups={[
              [
                {
                  label: t("common.actions.edit"),
                  icon: <PencilSquare />,
                  onClick: () => onEdit(row.original),
                },
              ],
              [
                {
                  label: t("common.actions.delete"),
                  icon: <Trash />,
                  destructive: true,
                  onClick: () => onDelete(row.original),
                },
              ],
            ]}
          />
        ),
      }),
    ]
  }, [t, onEdit, onDelete])
}
