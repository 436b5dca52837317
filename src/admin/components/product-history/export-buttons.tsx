import { ArrowDownTray } from "@medusajs/icons"
import { Button } from "@medusajs/ui"
import { useState } from "react"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import { downloadExport } from "../../hooks/api/product-history"
import type { HistoryFilters } from "./types"

type Props = { filters: HistoryFilters }

/** "Export CSV" and "Export PDF" of exactly the filters the list shows. */
export const ExportButtons = ({ filters }: Props) => {
  const [busy, setBusy] = useState<"csv" | "pdf">()
  const run = async (kind: "csv" | "pdf") => {
    setBusy(kind)
    try {
      await downloadExport(kind, filters)
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
