import { Badge } from "@medusajs/ui"
import type { HistoryEntry } from "./types"

/** "rolled back" when a later entry rolled these changes back ("partly rolled back" for some of a save's); nothing otherwise. */
export const RolledBackBadge = ({ entries }: { entries: HistoryEntry[] }) => {
  const rolledBack = entries.filter((e) => e.rolled_back_by).length
  if (!rolledBack) return null
  const all = rolledBack === entries.length
  return (
    <Badge
      size="2xsmall"
      color="orange"
      title={
        all
          ? "A later entry rolled this change back"
          : `Later entries rolled ${rolledBack} of these ${entries.length} changes back`
      }
    >
      {all ? "rolled back" : "partly rolled back"}
    </Badge>
  )
}
