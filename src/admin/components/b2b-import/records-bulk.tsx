import { XMark } from "@medusajs/icons"
import { Button, IconButton, Text, type DataTableCommand } from "@medusajs/ui"
import { useMemo, useRef, useState } from "react"
import {
  useProcessRecords,
  type BatchResult,
} from "../../hooks/api/b2b-records"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import type { RowSelection } from "../common/select-column"
import { PROCESSABLE } from "./labels"
import { runOutcome } from "./record-outcome"
import type { InboundRecord } from "./types"

/**
 * "Process" for several records at once. Choosing is a mode ("Select to
 * process") so that the list keeps one tab stop per row until a clerk wants
 * to choose; only records that can be processed can be chosen. Each chosen
 * record runs through its own process route, one after another; afterwards
 * a panel lists every record's outcome, or why it was refused.
 */
export function useBulkProcess(records: InboundRecord[] | undefined) {
  const { t } = usePluginTranslation()
  const [selecting, setSelecting] = useState(false)
  const [results, setResults] = useState<BatchResult[] | null>(null)
  const process = useProcessRecords()
  const run = process.mutateAsync
  // Names of the records seen on any page, for the outcome of a choice across pages.
  const names = useRef(new Map<string, string>())
  for (const r of records ?? []) names.current.set(r.id, r.file_name)

  const commands = useMemo<DataTableCommand[] | undefined>(
    () =>
      selecting
        ? [
            {
              label: t("import.bulk.process"),
              shortcut: "p",
              action: async (selection) => {
                setResults(null)
                const ids = Object.keys(selection).filter((id) => selection[id])
                setResults(await run(ids))
              },
            },
          ]
        : undefined,
    [selecting, t, run]
  )
  const selection = useMemo<RowSelection<InboundRecord>>(
    () => ({
      canSelect: (r) => PROCESSABLE.includes(r.status),
      rowLabel: (r) => t("import.bulk.selectRow", { file: r.file_name }),
      allLabel: t("import.bulk.selectAll"),
    }),
    [t]
  )

  const toggle = (
    <Button
      size="small"
      variant="secondary"
      aria-pressed={selecting}
      onClick={() => setSelecting((on) => !on)}
      isLoading={process.isPending}
    >
      {selecting ? t("import.bulk.done") : t("import.bulk.select")}
    </Button>
  )
  const panel = results && (
    <BulkResults
      results={results}
      nameOf={(id) => names.current.get(id) ?? id}
      onDismiss={() => setResults(null)}
    />
  )
  return { commands, selection, toggle, panel }
}

type ResultsProps = {
  results: BatchResult[]
  nameOf: (id: string) => string
  onDismiss: () => void
}

/** Every processed record's outcome in words; those with problems in red. */
const BulkResults = ({ results, nameOf, onDismiss }: ResultsProps) => {
  const { t } = usePluginTranslation()
  const lines = results.map((r) => {
    const name = r.record?.file_name ?? nameOf(r.id)
    if (!r.record)
      return {
        name,
        ok: false,
        text: errorMessage(r.error, t("common.errors.unknown")),
      }
    const { ok, title, description } = runOutcome(t, "process", r.record)
    return { name, ok, text: description ? `${title} ${description}` : title }
  })
  const good = lines.filter((l) => l.ok).length
  return (
    <div
      role="status"
      className="flex flex-col gap-y-2 px-6 py-4"
      data-testid="bulk-results"
    >
      <div className="flex items-start justify-between gap-x-4">
        <Text size="small" weight="plus">
          {t("import.bulk.summary", {
            count: lines.length,
            good,
            problems: lines.length - good,
          })}
        </Text>
        <IconButton
          size="small"
          variant="transparent"
          aria-label={t("import.bulk.dismiss")}
          onClick={onDismiss}
        >
          <XMark />
        </IconButton>
      </div>
      <ul className="flex flex-col gap-y-1">
        {lines.map((l, i) => (
          <li key={i} className="txt-compact-small">
            <span className="font-medium">{l.name}</span>
            {": "}
            <span className={l.ok ? "text-ui-fg-subtle" : "text-ui-fg-error"}>
              {l.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
