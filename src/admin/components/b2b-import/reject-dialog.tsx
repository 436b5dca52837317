import { Button, Prompt } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useRejectRecord } from "../../hooks/api/b2b-approval"
import { errorMessage } from "../../lib/errors"
import { usePluginTranslation } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { ReasonField } from "../common/reason-field"
import { closeFocusTo } from "./focus-back"
import type { RecordDialogProps } from "./types"

const REASON_MAX = 500

/** Reject with a reason: the record becomes rejected (final, no order); the reason is required. */
export const RejectDialog = ({
  record,
  open,
  onOpenChange,
  returnFocus,
}: RecordDialogProps) => {
  const { t } = usePluginTranslation()
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const reject = useRejectRecord()
  const reasonField = useRef<HTMLTextAreaElement>(null)

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
        // The reason is what the dialog asks for: the focus starts there, not on Cancel.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          reasonField.current?.focus()
        }}
      >
        <Prompt.Header>
          <Prompt.Title>{t("import.reject.title")}</Prompt.Title>
          <Prompt.Description>
            {t("import.reject.description")}
          </Prompt.Description>
        </Prompt.Header>
        <ReasonField
          className="px-6 pt-4"
          label={t("import.reject.reason")}
          value={reason}
          onChange={(next) => {
            setReason(next)
            setProblem(null)
          }}
          maxLength={REASON_MAX}
          placeholder={t("import.reject.placeholder")}
          problem={problem}
          inputRef={reasonField}
        />
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
