import { Container, Heading, Text } from "@medusajs/ui"
import { Link, useParams } from "react-router-dom"
import { BackLink } from "../../../components/b2b-import/back-link"
import { RecordActions } from "../../../components/b2b-import/record-actions"
import { RecordChangesTable } from "../../../components/b2b-import/record-changes-table"
import { RecordErrorsTable } from "../../../components/b2b-import/record-errors-table"
import { RecordFileInfo } from "../../../components/b2b-import/record-file-info"
import { RecordDownloads } from "../../../components/b2b-import/record-downloads"
import { RecordRunsTable } from "../../../components/b2b-import/record-runs-table"
import { ReplaceFileDialog } from "../../../components/b2b-import/replace-file-dialog"
import { RecordStatusBadge } from "../../../components/b2b-import/record-status-badge"
import { useProfiles } from "../../../hooks/api/b2b-profiles"
import { useRecord } from "../../../hooks/api/b2b-records"
import { DetailFallback } from "../../../components/b2b-import/detail-fallback"
import { RecordCheck } from "../../../components/b2b-import/record-check"
import { RecordRejection } from "../../../components/b2b-import/record-rejection"

/** One uploaded order file: status, problem, row errors, changes since import, Process and Approve. */
const B2bRecordPage = () => {
  const { id = "" } = useParams()
  const { data: record, isLoading, isError, error } = useRecord(id)
  const profiles = useProfiles()

  if (isLoading || isError || !record)
    return (
      <DetailFallback
        what="record"
        backTo="/b2b-import"
        backLabel="B2B import"
        loading={isLoading}
        error={error}
      />
    )
  // A waiting record shows its check (RecordCheck) instead.
  const showChanges = (record.changes?.length ?? 0) > 0
  return (
    <div className="flex flex-col gap-y-3">
      <BackLink to="/b2b-import" label="B2B import" />
      <Container className="flex flex-col gap-y-3 px-6 py-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-y-1">
            <Heading level="h1" className="break-all">
              {record.file_name}
            </Heading>
            <div className="flex items-center gap-x-2">
              <Text size="small" className="text-ui-fg-subtle">
                Status
              </Text>
              <RecordStatusBadge status={record.status} />
              {record.order_id && (
                <Link
                  to={`/orders/${record.order_id}`}
                  className="txt-compact-small text-ui-fg-interactive hover:underline"
                >
                  {record.order?.display_id
                    ? `Order #${record.order.display_id}`
                    : "Open the order"}
                </Link>
              )}
            </div>
          </div>
          <RecordActions record={record} />
        </div>
        <div className="flex flex-wrap gap-2">
          <RecordDownloads record={record} />
          <ReplaceFileDialog record={record} />
        </div>
        {record.error_message && (
          <div
            role="alert"
            className="rounded-md border border-ui-border-error bg-ui-bg-subtle px-3 py-2"
          >
            <Text size="small" weight="plus">
              Problem
            </Text>
            <Text size="small" className="text-ui-fg-error">
              {record.error_message}
            </Text>
          </div>
        )}
        <RecordRejection record={record} />
      </Container>
      {record.status === "awaiting_approval" && <RecordCheck record={record} />}
      {showChanges && <RecordChangesTable record={record} />}
      {(record.errors?.length ||
        ["failed", "parsed", "mapped"].includes(record.status)) && (
        <RecordErrorsTable errors={record.errors ?? []} />
      )}
      <RecordRunsTable record={record} />
      <RecordFileInfo
        record={record}
        profileName={
          profiles.data?.find((p) => p.id === record.profile_id)?.name
        }
      />
    </div>
  )
}

export default B2bRecordPage
