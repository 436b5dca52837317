import type { TFunction } from "i18next"
import type { ReactNode } from "react"
import { sortableColumn } from "../common/sort-words"
import { OpenButton } from "./open-button"
import { ChangedBy, type ChangedByProps } from "./product-cell"
import { RolledBackBadge } from "./rolled-back-badge"
import type { HistoryEntry } from "./types"

/*
 * What the entries' and the saves' lists show alike: the sort words, the
 * time that opens a row, who changed it.
 */

/**
 * A sortable history column: "Oldest first"/"Newest first" for a time,
 * "A–Z"/"Z–A" for a text; the header names the sort. Its cell draws its own
 * truncation (no tooltip of DataTable's).
 */
export const historySort = (
  t: TFunction,
  header: string,
  kind: "time" | "text"
) => ({
  ...(kind === "time"
    ? sortableColumn(
        header,
        t("history.sort.oldestFirst"),
        t("history.sort.newestFirst")
      )
    : sortableColumn(header, t("history.sort.aToZ"), t("history.sort.zToA"))),
  truncateTooltip: false,
})

/**
 * A row's key cell: the time as the button that opens the row in the drawer.
 * The badge under the time, not beside it: the key column stays narrow at 1024 px.
 */
export const OpenTimeCell = ({
  target,
  label,
  onOpen,
  entries,
  children,
}: {
  target: string
  /** The button's name for screen readers: what it opens. */
  label: string
  onOpen: (target: string) => void
  /** The entries the row stands for: "Rolled back" once all are. */
  entries: HistoryEntry[]
  /** The time, as the list writes it. */
  children: ReactNode
}) => (
  <div className="flex flex-col items-start">
    <OpenButton target={target} label={label} onOpen={onOpen}>
      {children}
    </OpenButton>
    <RolledBackBadge entries={entries} />
  </div>
)

/** Who changed a row, in a cell of its own width. */
export const ChangedByCell = (props: ChangedByProps) => (
  <div className="max-w-[180px]">
    <ChangedBy {...props} />
  </div>
)
