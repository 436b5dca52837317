import { Table } from "@medusajs/ui"
import { useState, type ReactNode } from "react"
import { EntryDrawer } from "./entry-drawer"
import { HistoryPager } from "./history-pager"
import { HistoryListProblem, type listProblem } from "./history-list-status"
import { PAGE_SIZE } from "./types"

type Page = { offset: number; count: number; count_capped: boolean }

/**
 * A page of a history list, entries or saves: the table the caller draws
 * (given the entry to open), paging, and the entry drawer.
 */
export const HistoryListFrame = ({
  page,
  shown,
  noun,
  onOffset,
  table,
}: {
  page: Page | undefined
  shown: number
  noun?: string
  onOffset: (offset: number) => void
  table: (open: (id: string) => void) => ReactNode
}) => {
  const [openId, setOpenId] = useState<string>()
  return (
    <>
      {table(setOpenId)}
      {page && page.count > 0 && (
        <HistoryPager
          offset={page.offset}
          shown={shown}
          count={page.count}
          capped={page.count_capped}
          limit={PAGE_SIZE}
          noun={noun}
          onOffset={onOffset}
        />
      )}
      <EntryDrawer
        entryId={openId}
        onOpenEntry={setOpenId}
        onClose={() => setOpenId(undefined)}
      />
    </>
  )
}

/** The table of a history list: headings, rows dimmed while the next page loads, a problem above. */
export const HistoryTableFrame = ({
  loading,
  problem,
  headers,
  children,
}: {
  loading: boolean
  problem: ReturnType<typeof listProblem>
  headers: ReactNode[]
  children: ReactNode
}) => (
  <div className="overflow-x-auto" aria-busy={loading}>
    <HistoryListProblem loading={loading} problem={problem} />
    <Table>
      <Table.Header>
        <Table.Row>
          {headers.map((h, i) => (
            <Table.HeaderCell key={i}>{h}</Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body className={loading ? "opacity-60" : undefined}>
        {children}
      </Table.Body>
    </Table>
  </div>
)
