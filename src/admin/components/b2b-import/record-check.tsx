import { Button, Text } from "@medusajs/ui"
import { useApproveRecord, useRecordCheck } from "../../hooks/api/b2b-approval"
import { errorMessage } from "../../lib/errors"
import { notify } from "../../lib/notify"
import { Section } from "../common/section"
import {
  CheckDifferences,
  CheckLinesTable,
  CheckTotals,
} from "./check-lines-table"
import { RejectButton } from "./reject-dialog"
import { runOutcome } from "./labels"
import type { InboundRecord } from "./types"

const TOAST_ID = "b2b-record-result"

/**
 * The approval view of a waiting record: what approve would create now (lines
 * with both prices and stock, totals with tax), what changed since the
 * import, and Approve ("Accept changes and approve" when changes need the
 * clerk's acceptance) and Reject.
 */
export const RecordCheck = ({ record }: { record: InboundRecord }) => {
  const { data: check, isLoading, error } = useRecordCheck(record.id, true)
  const approve = useApproveRecord()
  const toAccept =
    check?.differences.filter((d) => !d.allowed && d.acceptable) ?? []
  const blocked = check?.differences.some((d) => !d.acceptable) ?? false

  // mutateAsync: the answer is announced even though this section unmounts once the record is approved.
  const run = (acceptChanges: boolean) =>
    approve.mutateAsync({ id: record.id, acceptChanges }).then(
      (next) => {
        const { ok, title, description } = runOutcome("approve", next)
        if (!ok) return notify.warning(title, { description, id: TOAST_ID })
        const n = next.changes?.length ?? 0
        notify.success(title, {
          id: TOAST_ID,
          description: n
            ? `${n} ${n === 1 ? "change" : "changes"} since import, see below.`
            : undefined,
        })
      },
      (e) => notify.error(errorMessage(e), { id: TOAST_ID })
    )

  return (
    <Section
      title="Check before approval"
      description="What Approve would create now, and what changed since the import."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            size="small"
            variant={toAccept.length ? "secondary" : "primary"}
            onClick={() => run(false)}
            isLoading={approve.isPending && !approve.variables?.acceptChanges}
            disabled={isLoading || approve.isPending}
          >
            Approve
          </Button>
          {toAccept.length > 0 && (
            <Button
              size="small"
              onClick={() => run(true)}
              isLoading={approve.isPending && approve.variables?.acceptChanges}
              disabled={blocked || approve.isPending}
            >
              Accept changes and approve
            </Button>
          )}
          <RejectButton record={record} disabled={approve.isPending} />
        </div>
      }
    >
      {isLoading && (
        <Text size="small" className="px-6 py-3 text-ui-fg-muted">
          Checking the order against the shop…
        </Text>
      )}
      {error && (
        <Text size="small" role="alert" className="px-6 py-3 text-ui-fg-error">
          {errorMessage(error)}
        </Text>
      )}
      {check && (
        <>
          <Text size="small" className="px-6 py-3">
            For {check.customer?.email ?? "an unknown customer"}
            {check.shipping_address?.city
              ? `, shipped to ${check.shipping_address.city}`
              : ""}
          </Text>
          <CheckLinesTable check={check} />
          <CheckTotals check={check} />
          <CheckDifferences differences={check.differences} />
          {check.errors.map((e, i) => (
            <Text key={i} size="small" className="px-6 py-1 text-ui-fg-error">
              {e.message}
            </Text>
          ))}
        </>
      )}
    </Section>
  )
}
