import { ArrowDownTray } from "@medusajs/icons"
import { Button, Select } from "@medusajs/ui"
import { useState } from "react"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import { downloadExport } from "../../hooks/api/product-history"
import type { HistoryFilters } from "./types"

type Props = { filters: HistoryFilters }
type Delimiter = "comma" | "semicolon"

/**
 * "Export CSV" and "Export PDF" of exactly the filters the list shows; the
 * CSV separated by commas or, for spreadsheets set to a decimal comma
 * (German Excel), by semicolons.
 */
export const ExportButtons = ({ filters }: Props) => {
  const [busy, setBusy] = useState<"csv" | "pdf">()
  const [delimiter, setDelimiter] = useState<Delimiter>("comma")
  const run = async (kind: "csv" | "pdf") => {
    setBusy(kind)
    try {
      await downloadExport(
        kind,
        filters,
        kind === "csv" ? delimiter : undefined
      )
    } catch (error) {
      notify.error(`The ${kind.toUpperCase()} export failed`, {
        description: errorMessage(error),
      })
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <div className="flex gap-x-2">
      <Select
        size="small"
        value={delimiter}
        onValueChange={(value) => setDelimiter(value as Delimiter)}
      >
        <Select.Trigger aria-label="CSV delimiter" className="w-fit">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value="comma">CSV with commas</Select.Item>
          <Select.Item value="semicolon">
            CSV with semicolons (Excel, decimal comma)
          </Select.Item>
        </Select.Content>
      </Select>
      <Button
        variant="secondary"
        size="small"
        isLoading={busy === "csv"}
        disabled={!!busy}
        onClick={() => run("csv")}
      >
        <ArrowDownTray />
        Export CSV
      </Button>
      <Button
        variant="secondary"
        size="small"
        isLoading={busy === "pdf"}
        disabled={!!busy}
        onClick={() => run("pdf")}
      >
        <ArrowDownTray />
        Export PDF
      </Button>
    </div>
  )
}
