import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowDownTray } from "@medusajs/icons"
import { Button, Table, Text } from "@medusajs/ui"
import { useEffect, useMemo, useState } from "react"
import { Link } from "react-router-dom"
import { errorMessage } from "../../lib/errors"
import { browserTimeZone } from "../../lib/format"
import { useProfiles } from "../../hooks/api/b2b-profiles"
import { RecordsTable } from "../../components/b2b-import/records-table"
import { RecordsToolbar } from "../../components/b2b-import/records-toolbar"
import { useRecords } from "../../hooks/api/b2b-records"
import { UploadDialog } from "../../components/b2b-import/upload-dialog"
import { useDebouncedValue } from "../../hooks/use-debounced-value"
import { useRecordFilters } from "../../hooks/use-record-filters"
import { Section } from "../../components/common/section"

const PAGE_SIZE = 20

/** B2B import: uploaded order files with status filters (kept in the URL), search, paging and the upload dialog. */
const B2bImportPage = () => {
  const filters = useRecordFilters()
  const [search, setSearch] = useState(filters.q)
  const [page, setPage] = useState(0)
  const [uploading, setUploading] = useState(false)
  const q = useDebouncedValue(search.trim(), 300)
  const { setQ } = filters
  // The search term enters the URL once typing pauses.
  useEffect(() => setQ(q), [q])
  const statusKey = filters.statuses.join(",")
  useEffect(() => setPage(0), [statusKey, filters.needsAttention, q])

  const records = useRecords({
    status: filters.statuses,
    needsAttention: filters.needsAttention,
    q: q || undefined,
    offset: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
  const profiles = useProfiles()
  const profileNames = useMemo(
    () =>
      profiles.data
        ? new Map(profiles.data.map((p) => [p.id, p.name]))
        : undefined,
    [profiles.data]
  )

  const count = records.data?.count ?? 0
  const pageCount = Math.ceil(count / PAGE_SIZE)
  const filtered =
    filters.statuses.length > 0 || filters.needsAttention || Boolean(q)

  return (
    <Section
      title="B2B import"
      level="h1"
      description={
        <>Order files from ERP and EDI clients. Times in {browserTimeZone}.</>
      }
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" size="small" asChild>
            <Link to="/b2b-import/profiles">Import profiles</Link>
          </Button>
          <Button size="small" onClick={() => setUploading(true)}>
            Upload file
          </Button>
        </div>
      }
    >
      <RecordsToolbar
        statuses={filters.statuses}
        onStatuses={filters.setStatuses}
        needsAttention={filters.needsAttention}
        onNeedsAttention={filters.setNeedsAttention}
        attentionCount={records.data?.needs_attention_count}
        search={search}
        onSearch={setSearch}
      />
      {records.isLoading ? (
        <Text
          className="px-6 py-10 text-center text-ui-fg-subtle"
          role="status"
        >
          Loading order files…
        </Text>
      ) : records.isError ? (
        <Text className="px-6 py-10 text-center text-ui-fg-error" role="alert">
          The order files could not be loaded: {errorMessage(records.error)}
        </Text>
      ) : count === 0 ? (
        <div className="px-6 py-10 text-center">
          <Text weight="plus">
            {filtered
              ? "No order files match these filters."
              : "No order files yet."}
          </Text>
          <Text size="small" className="text-ui-fg-subtle">
            {filtered
              ? "Change the status or the search."
              : "Upload an ERP or EDI order file with \u201cUpload file\u201d."}
          </Text>
        </div>
      ) : (
        <div
          className={records.isPlaceholderData ? "opacity-60" : undefined}
          aria-busy={records.isFetching}
        >
          <RecordsTable
            records={records.data?.records ?? []}
            profileNames={profileNames}
          />
          <Table.Pagination
            count={count}
            pageSize={PAGE_SIZE}
            pageIndex={page}
            pageCount={pageCount}
            canPreviousPage={page > 0}
            canNextPage={page + 1 < pageCount}
            previousPage={() => setPage((p) => Math.max(0, p - 1))}
            nextPage={() => setPage((p) => p + 1)}
            translations={{
              of: "of",
              results: count === 1 ? "order file" : "order files",
              pages: "pages",
              prev: "Previous",
              next: "Next",
            }}
          />
        </div>
      )}
      <UploadDialog open={uploading} onOpenChange={setUploading} />
    </Section>
  )
}

export const config = defineRouteConfig({
  label: "B2B import",
  icon: ArrowDownTray,
})

export default B2bImportPage
