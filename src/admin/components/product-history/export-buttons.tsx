import { ArrowDownTray } from "@medusajs/icons"
import { Button, Select, Text } from "@medusajs/ui"
import { useId, useState } from "react"
import { downloadExport } from "../../hooks/api/product-history"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import type { HistoryFilters } from "./types"

type Props = {
  filters: HistoryFilters
  /** How many changes the list counts for these filters (undefined while it loads). */
  count: number | undefined
}
type Delimiter = "comma" | "semicolon"

/**
 * "Export CSV" and "Export PDF" of exactly the filters the list shows; the
 * CSV separated by commas or, for spreadsheets set to a decimal comma
 * (German Excel), by semicolons. When the filters match nothing, the buttons
 * say so instead of downloading a file of headers only.
 */
export const ExportButtons = ({ filters, count }: Props) => {
  const { t } = usePluginTranslation()
  const noteId = useId()
  const [busy, setBusy] = useState<"csv" | "pdf">()
  const [delimiter, setDelimiter] = useState<Delimiter>("comma")
  const nothing = count === 0
  const run = async (kind: "csv" | "pdf") => {
    setBusy(kind)
    try {
      await downloadExport(
        kind,
        filters,
        kind === "csv" ? delimiter : undefined
      )
    } catch (error) {
      notify.error(t("history.export.failed", { kind: kind.toUpperCase() }), {
        description: errorMessage(error, t("common.errors.unknown")),
      })
    } finally {
      setBusy(undefined)
    }
  }
  const button = (kind: "csv" | "pdf") => (
    <Button
      variant="secondary"
      size="small"
      isLoading={busy === kind}
      disabled={!!busy || nothing}
      aria-describedby={nothing ? noteId : undefined}
      onClick={() => run(kind)}
    >
      <ArrowDownTray />
      {t(`history.export.${kind}`)}
    </Button>
  )
  return (
    <div className="flex flex-col items-end gap-y-1">
      <div className="flex flex-wrap justify-end gap-2">
        <Select
          size="small"
          value={delimiter}
          onValueChange={(value) => setDelimiter(value as Delimiter)}
        >
          <Select.Trigger
            aria-label={t("history.export.delimiter")}
            className="w-fit"
          >
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="comma">{t("history.export.comma")}</Select.Item>
            <Select.Item value="semicolon">
              {t("history.export.semicolon")}
            </Select.Item>
          </Select.Content>
        </Select>
        {button("csv")}
        {button("pdf")}
      </div>
      {/* Always there, so that a screen reader hears the note when the filters empty the list. */}
      <Text
        size="small"
        id={noteId}
        role="status"
        className="text-ui-fg-subtle"
      >
        {nothing ? t("history.export.nothing") : null}
      </Text>
    </div>
  )
}
