import { usePluginTranslation } from "../../lib/i18n"
import { useHistoryLabels } from "./field-labels"
import type { HistoryEntry } from "./types"

type Props = { entry: HistoryEntry }

const clip = "inline-block max-w-[120px] truncate align-bottom"

/** "old → new" of one change in a list row, each side cut short (in full in its title and in the drawer), with the field's unit. */
export const ChangeCell = ({ entry }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const side = (display: string) =>
    display ? (
      <span className={clip} title={display}>
        {display}
      </span>
    ) : (
      <span className="text-ui-fg-muted">
        <span aria-hidden>—</span>
        <span className="sr-only">{t("history.row.empty")}</span>
      </span>
    )
  return (
    <span className="whitespace-nowrap" data-testid="change">
      {side(labels.side(entry, "old"))}
      <span className="text-ui-fg-muted">{" → "}</span>
      {side(labels.side(entry, "new"))}
    </span>
  )
}
