import { Button, Text, usePrompt } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useApproveRecord, useRecordCheck } from "../../hooks/api/b2b-approval"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { PageSkeleton } from "../common/page-skeleton"
import { Section } from "../common/section"
import { CheckDifferences, CheckTotals } from "./check-summary"
import { CheckLinesTable } from "./check-lines-table"
import { focusBack } from "./focus-back"
import { FormError } from "./form-error"
import { formatMoney } from "./money"
import { RECORD_TOAST } from "./record-actions"
import { changesSaid, runOutcome } from "./record-outcome"
import { RejectDialog } from "./reject-dialog"
import type { InboundRecord } from "./types"

/**
 * The approval view of a waiting record: what approve would create now (lines
 * with both prices and stock, totals with tax), what changed since the
 * import, and Approve ("Accept changes and approve" when changes need the
 * clerk's acceptance) and Reject.
 */
export const RecordCheck = ({ record }: { record: InboundRecord }) => {
  const { t, i18n } = usePluginTranslation()
  const { data: check, isLoading, error } = useRecordCheck(record.id, true)
  const approve = useApproveRecord()
  const prompt = usePrompt()
  const [rejecting, setRejecting] = useState(false)
  // A refused approve is said here, beside the buttons, not in a toast over them.
  const [refused, setRefused] = useState<string | null>(null)
  const rejectButton = useRef<HTMLButtonElement>(null)
  const toAccept =
    check?.differences.filter((d) => !d.allowed && d.acceptable) ?? []
  const blocked = check?.differences.some((d) => !d.acceptable) ?? false

  // mutateAsync: the answer is announced even though this section unmounts once the record is approved.
  const run = async (acceptChanges: boolean) => {
    setRefused(null)
    // The button pressed: the focus goes back to it when the question is cancelled.
    const opener = document.activeElement as HTMLElement | null
    // One click creates an order: asked first, with what it creates.
    const confirmed = await prompt({
      title: t("import.check.confirmTitle"),
      description: t(
        acceptChanges ? "import.check.confirmAccept" : "import.check.confirm",
        {
          customer: check?.customer?.email ?? t("import.check.unknownCustomer"),
          count: check?.lines.length ?? 0,
          total: check?.totals
            ? t("import.check.totalSaid", {
                total: formatMoney(
                  check.totals.total,
                  check.totals.currency_code,
                  i18n.language
                ),
              })
            : "",
        }
      ),
      confirmText: t(
        acceptChanges ? "import.check.acceptAndApprove" : "import.check.approve"
      ),
      cancelText: t("common.actions.cancel"),
    })
    if (!confirmed) return focusBack(opener)
    return approve.mutateAsync({ id: record.id, acceptChanges }).then(
      (next) => {
        const { ok, title, description } = runOutcome(t, "approve", next)
        if (!ok) return notify.warning(title, { description, id: RECORD_TOAST })
        notify.success(title, {
          id: RECORD_TOAST,
          description: changesSaid(t, next),
        })
      },
      (e) =>
        // A 409 to a plain Approve: something changed since the check was shown (it reloads and lists it).
        setRefused(
          !acceptChanges && (e as { status?: number })?.status === 409
            ? t("import.check.changedMeanwhile")
            : errorMessage(e)
        )
    )
  }

  return (
    <Section
      title={t("import.check.title")}
      description={t("import.check.description")}
      actions={
        <div className="flex flex-wrap gap-2">
          {/* With changes to accept, approving means accepting them: one button, explained below. */}
          {toAccept.length === 0 && (
            <Button
              size="small"
              onClick={() => run(false)}
              isLoading={approve.isPending}
              disabled={isLoading || !check || approve.isPending}
            >
              {t("import.check.approve")}
            </Button>
          )}
          {toAccept.length > 0 && (
            <Button
              size="small"
              onClick={() => run(true)}
              isLoading={approve.isPending && approve.variables?.acceptChanges}
              disabled={blocked || approve.isPending}
            >
              {t("import.check.acceptAndApprove")}
            </Button>
          )}
          <Button
            ref={rejectButton}
            size="small"
            variant="secondary"
            onClick={() => setRejecting(true)}
            disabled={approve.isPending}
          >
            {t("import.record.reject")}
          </Button>
          <RejectDialog
            record={record}
            open={rejecting}
            onOpenChange={setRejecting}
            returnFocus={() => rejectButton.current}
          />
        </div>
      }
    >
      {toAccept.length > 0 && (
        <Text size="small" className="px-6 pt-3" data-accept-explained>
          {t("import.check.acceptExplained", { count: toAccept.length })}
        </Text>
      )}
      {refused && (
        <div className="px-6 py-3">
          <FormError message={refused} />
        </div>
      )}
      {isLoading && <PageSkeleton rows={3} />}
      {error && (
        <Text size="small" role="alert" className="px-6 py-3 text-ui-fg-error">
          {errorMessage(error)}
        </Text>
      )}
      {check && (
        <>
          <Text size="small" className="px-6 py-3">
            {t("import.check.for", {
              customer:
                check.customer?.email ?? t("import.check.unknownCustomer"),
            })}
            {check.shipping_address?.city
              ? t("import.check.shippedTo", {
                  city: check.shipping_address.city,
                })
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
