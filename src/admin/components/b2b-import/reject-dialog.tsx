import { Button, Label, Prompt, Text, Textarea } from "@medusajs/ui"
import { useId, useState } from "react"
import { useRejectRecord } from "../../hooks/api/b2b-approval"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { closeFocusTo } from "./focus-back"
import type { InboundRecord } from "./types"

const REASON_MAX = 500

type Props = {
  record: InboundRecord
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The control that opened it (a button, the "…" menu); the page heading once it is gone. */
  returnFocus: () => HTMLElement | null
}

/** Reject with a reason: the record becomes rejected (final, no order); the reason is required. */
export const RejectDialog = ({
  record,
  open,
  onOpenChange,
  returnFocus,
}: Props) => {
  const { t } = usePluginTranslation()
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const reject = useRejectRecord()
  const reasonId = useId()
  const problemId = useId()

  const change = (next: boolean) => {
    if (next) {
      setReason("")
      setProblem(null)
    }
    onOpenChange(next)
  }
  const submit = () => {
    if (!reason.trim()) return setProblem(t("import.reject.needReason"))
    // mutateAsync: the answer is announced even though the section that opened this unmounts.
    reject.mutateAsync({ id: record.id, reason: reason.trim() }).then(
      () => {
        onOpenChange(false)
        notify.success(t("import.reject.done"), { id: "b2b-record-result" })
      },
      (e) => setProblem(errorMessage(e))
    )
  }

  return (
    <Prompt open={open} onOpenChange={change} variant="confirmation">
      <Prompt.Content
        className="max-w-[520px]"
        data-plugin-root
        onCloseAutoFocus={closeFocusTo(returnFocus)}
      >
        <Prompt.Header>
          <Prompt.Title>{t("import.reject.title")}</Prompt.Title>
          <Prompt.Description>
            {t("import.reject.description")}
          </Prompt.Description>
        </Prompt.Header>
        <div className="flex flex-col gap-y-1 px-6 pt-4">
          <Label htmlFor={reasonId} size="xsmall" weight="plus">
            {t("import.reject.reason")}
          </Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={REASON_MAX}
            placeholder={t("import.reject.placeholder")}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => {
              setReason(e.target.value)
              setProblem(null)
            }}
          />
          {problem && (
            <Text
              id={problemId}
              size="small"
              role="alert"
              className="text-ui-fg-error"
            >
              {problem}
            </Text>
          )}
        </div>
        <Prompt.Footer>
          <Prompt.Cancel>{t("common.actions.cancel")}</Prompt.Cancel>
          <Button size="small" onClick={submit} isLoading={reject.isPending}>
            {t("import.reject.submit")}
          </Button>
        </Prompt.Footer>
      </Prompt.Content>
    </Prompt>
  )
}
