import {
  Checkbox,
  createDataTableColumnHelper,
  type DataTableCommand,
  type DataTableRowSelectionState,
  type useDataTable,
} from "@medusajs/ui"
import { useEffect, useMemo, useState } from "react"

/**
 * The columns DataTable takes, as it types them: a column's value type stays
 * open, so one list holds columns of text, numbers and dates.
 */
export type DataListColumns<T> = Parameters<
  typeof useDataTable<T>
>[0]["columns"]

export type RowSelection<T> = {
  /** Rows that may be chosen (others show a disabled box). */
  canSelect?: (row: T) => boolean
  /** Each row's checkbox name for screen readers, e.g. "Select order.csv". */
  rowLabel: (row: T) => string
  /** The header checkbox's name, e.g. "Select all on this page". */
  allLabel: string
}

/** DataTable's select column with named checkboxes (Medusa's own have no name). */
export function selectColumn<T>({
  rowLabel,
  allLabel,
}: RowSelection<T>): DataListColumns<T>[number] {
  return createDataTableColumnHelper<T>().select({
    header: ({ table }) => (
      <Checkbox
        aria-label={allLabel}
        checked={
          table.getIsSomePageRowsSelected()
            ? "indeterminate"
            : table.getIsAllPageRowsSelected()
        }
        disabled={!table.getRowModel().rows.some((r) => r.getCanSelect())}
        onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
        onClick={(e) => e.stopPropagation()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={rowLabel(row.original)}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(v) => row.toggleSelected(v === true)}
        onClick={(e) => e.stopPropagation()}
      />
    ),
  })
}

/**
 * A DataList's row selection: with commands, the named select column and the
 * choice's state (only rows `canSelect` allows); the choice is cleared once a
 * command has run, and when the commands go (a "select" mode turned off).
 * Without `selection`, DataTable's own (unnamed) select column.
 */
export function useRowSelection<T>(
  given: DataListColumns<T>,
  run: DataTableCommand[] | undefined,
  chosen: RowSelection<T> | undefined
) {
  const [selection, setSelection] = useState<DataTableRowSelectionState>({})
  const selecting = Boolean(run?.length)
  useEffect(() => {
    if (!selecting) setSelection({})
  }, [selecting])
  const columns = useMemo(
    () => (selecting && chosen ? [selectColumn(chosen), ...given] : given),
    [selecting, chosen, given]
  )
  const commands = useMemo(
    () =>
      run?.map((c) => ({
        ...c,
        action: async (s: DataTableRowSelectionState) => {
          await c.action(s)
          setSelection({})
        },
      })),
    [run]
  )
  const canSelect = chosen?.canSelect
  const rowSelection = selecting
    ? {
        state: selection,
        onRowSelectionChange: setSelection,
        enableRowSelection: canSelect
          ? (row: { original: T }) => canSelect(row.original)
          : undefined,
      }
    : undefined
  return { columns, commands, rowSelection }
}
