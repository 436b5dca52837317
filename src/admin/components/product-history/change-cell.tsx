import { usePluginTranslation } from "../../lib/i18n"
import { useHistoryLabels } from "./field-labels"

type Props = {
  field: string
  oldValue: string
  newValue: string
}

const clip = "inline-block max-w-[110px] truncate align-bottom"

/** "old → new" of one change in a list row, each side cut short (in full in its title and in the drawer), with the field's unit. */
export const ChangeCell = ({ field, oldValue, newValue }: Props) => {
  const { t } = usePluginTranslation()
  const labels = useHistoryLabels()
  const side = (display: string) =>
    display ? (
      <span className={clip} title={labels.value(field, display)}>
        {labels.value(field, display)}
      </span>
    ) : (
      <span className="text-ui-fg-muted">
        <span aria-hidden>—</span>
        <span className="sr-only">{t("history.row.empty")}</span>
      </span>
    )
  return (
    <span className="whitespace-nowrap" data-testid="change">
      {side(oldValue)}
      <span className="text-ui-fg-muted">{" → "}</span>
      {side(newValue)}
    </span>
  )
}
