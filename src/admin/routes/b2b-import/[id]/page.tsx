import { useEffect } from "react"
import { Container } from "@medusajs/ui"
import { useParams } from "react-router-dom"
import { recordCrumb } from "../../../components/b2b-import/crumbs"
import { focusBack } from "../../../components/b2b-import/focus-back"
import { RecordChangesTable } from "../../../components/b2b-import/record-changes-table"
import { RecordCheck } from "../../../components/b2b-import/record-check"
import { RecordErrorsTable } from "../../../components/b2b-import/record-errors-table"
import { RecordFileInfo } from "../../../components/b2b-import/record-file-info"
import {
  isFixStatus,
  RecordFix,
} from "../../../components/b2b-import/record-fix"
import { RecordHeader } from "../../../components/b2b-import/record-header"
import { RecordRunsTable } from "../../../components/b2b-import/record-runs-table"
import { ErrorState } from "../../../components/common/error-state"
import { PageSkeleton } from "../../../components/common/page-skeleton"
import { useProfiles } from "../../../hooks/api/b2b-profiles"
import { useRecord } from "../../../hooks/api/b2b-records"
import { usePluginTranslation } from "../../../lib/i18n"
import { NEEDS_ATTENTION_STATUSES } from "../../../../types/b2b-import"

/**
 * Arriving at a record (from the upload dialog's "Open record", a link), the
 * focus goes to its heading where nothing holds it, not to the page's body:
 * a keyboard starts at the record, its actions a Tab away.
 */
function useFocusOnArrival(recordId: string | undefined) {
  useEffect(() => {
    if (!recordId) return
    // After the closing dialog has given the focus back (to a control that is gone).
    const timer = window.setTimeout(() => {
      const active = document.activeElement
      // focusBack with nothing to go back to: the page's heading.
      if (!active || active === document.body) focusBack(null)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [recordId])
}

/** One uploaded order file: status and actions, its check, changes, row errors, runs and file details. */
const B2bRecordPage = () => {
  const { t } = usePluginTranslation()
  const { id = "" } = useParams()
  const { data: record, isLoading, error, refetch } = useRecord(id)
  const profiles = useProfiles()
  useFocusOnArrival(record?.id)

  if (!record)
    return (
      <Container className="p-0" data-plugin-root>
        {isLoading || !error ? (
          <PageSkeleton rows={6} />
        ) : (
          <ErrorState
            what={t("import.record.what")}
            error={error}
            onRetry={() => refetch()}
          />
        )}
      </Container>
    )
  return (
    <div className="flex flex-col gap-y-3">
      <RecordHeader record={record} />
      {record.status === "awaiting_approval" && <RecordCheck record={record} />}
      {isFixStatus(record.status) && (
        <RecordFix record={record} status={record.status} />
      )}
      {(record.changes?.length ?? 0) > 0 && (
        <RecordChangesTable record={record} />
      )}
      {(record.errors?.length ||
        NEEDS_ATTENTION_STATUSES.includes(record.status)) && (
        <RecordErrorsTable errors={record.errors ?? []} />
      )}
      <RecordRunsTable record={record} />
      <RecordFileInfo
        record={record}
        profileName={
          profiles.data &&
          (profiles.data.find((p) => p.id === record.profile_id)?.name ?? null)
        }
      />
    </div>
  )
}

export const handle = { breadcrumb: recordCrumb }

export default B2bRecordPage
