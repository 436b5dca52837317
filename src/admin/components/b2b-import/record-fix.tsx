import { ArrowDownTray, ArrowPath, PencilSquare } from "@medusajs/icons"
import { Button, Container, Heading, Text } from "@medusajs/ui"
import { useRef, useState } from "react"
import { Link } from "react-router-dom"
import { NEEDS_ATTENTION_STATUSES } from "../../../types/b2b-import"
import { usePluginTranslation } from "../../lib/i18n"
import { recordBase, useProcessRecord } from "./record-actions"
import { ReplaceFileDialog } from "./replace-file-dialog"
import type { InboundRecord } from "./types"

/** Statuses the fix section speaks about (NEEDS_ATTENTION_STATUSES), each with its own words. */
type FixStatus = "failed" | "parsed" | "mapped"

export const isFixStatus = (status: string): status is FixStatus =>
  (NEEDS_ATTENTION_STATUSES as readonly string[]).includes(status)

/**
 * What to do about a record that needs attention, in words: what is wrong
 * (how many lines, the problem itself above), then the fix as the first
 * actions: a corrected file, the failed lines to correct it from, the
 * profile's mapping where lines were not understood, and "Process again"
 * for when the shop, not the file, lacked something. Processing again alone
 * fails again, so it comes last.
 */
export const RecordFix = ({
  record,
  status,
}: {
  record: InboundRecord
  status: FixStatus
}) => {
  const { t } = usePluginTranslation()
  const [replacing, setReplacing] = useState(false)
  const replaceButton = useRef<HTMLButtonElement>(null)
  const process = useProcessRecord(record)
  const errors = record.errors ?? []
  const lines = new Set(errors.flatMap((e) => (e.row ? [e.row] : []))).size
  const headingId = `record-fix-${record.id}`

  return (
    <Container
      className="flex flex-col gap-y-3 px-6 py-4"
      data-plugin-root
      aria-labelledby={headingId}
      role="region"
    >
      <Heading level="h2" id={headingId}>
        {t("import.fix.title")}
      </Heading>
      <div className="flex flex-col gap-y-1">
        <Text size="small">
          {lines
            ? t(`import.fix.${status}.lines`, { count: lines })
            : t(`import.fix.${status}.what`)}
        </Text>
        <Text size="small" className="text-ui-fg-subtle">
          {t(`import.fix.${status}.how`)}
        </Text>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={replaceButton}
          size="small"
          variant="primary"
          onClick={() => setReplacing(true)}
        >
          <ArrowPath />
          {t("import.fix.replaceFile")}
        </Button>
        {errors.length > 0 && (
          <Button size="small" variant="secondary" asChild>
            <a href={`${recordBase(record)}/failed-lines`} download>
              <ArrowDownTray />
              {t("import.record.downloadFailed")}
            </a>
          </Button>
        )}
        {status === "parsed" && (
          <Button size="small" variant="secondary" asChild>
            <Link to={`/b2b-import/profiles/${record.profile_id}`}>
              <PencilSquare />
              {t("import.fix.editMapping")}
            </Link>
          </Button>
        )}
        <Button
          size="small"
          variant="transparent"
          onClick={process.run}
          isLoading={process.isPending}
        >
          {t("import.fix.processAgain")}
        </Button>
      </div>
      <ReplaceFileDialog
        record={record}
        open={replacing}
        onOpenChange={setReplacing}
        returnFocus={() => replaceButton.current}
      />
    </Container>
  )
}
